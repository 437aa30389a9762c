/** The articles kept off the live site until she confirms or changes them (src/content-check/shipped-facts.ts). */
import { heldBackArticles } from '#/content-check/shipped-facts.ts';
import { LIVE_ENV } from '#/integrations/holding.ts';

/** In the hosts' build, the web address names of the articles held back; in any other build, none. */
export const heldBackPosts = (): ReadonlySet<string> =>
  new Set(process.env[LIVE_ENV] === '1' ? heldBackArticles() : []);
