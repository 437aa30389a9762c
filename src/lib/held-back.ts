/** The articles kept off the live site until she confirms or changes them (src/content-check/shipped-facts.ts). */
import { heldBackArticles } from '#/content-check/shipped-facts.ts';

/** Set for `astro build` by the hosts' build (`npm run build:live`, scripts/build.ts). */
export const LIVE_ENV = 'GO_LIVE_BUILD';

/** In the hosts' build, the web address names of the articles held back; in any other build, none. */
export const heldBackPosts = (): ReadonlySet<string> =>
  new Set(process.env[LIVE_ENV] === '1' ? heldBackArticles() : []);
