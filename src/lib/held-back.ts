/**
 * The articles kept off the live site until she confirms or changes them. `npm run build:live`
 * (scripts/build.ts) names them, from the go-live check's shipped facts
 * (src/content-check/shipped-facts.ts), in this variable for the Astro build it runs; any other
 * build holds none back.
 */
export const HELD_BACK_ENV = 'GO_LIVE_HELD_BACK';

/** The web address names of the articles held back, as the build was given them. */
export const heldBackPosts = (): ReadonlySet<string> =>
  new Set((process.env[HELD_BACK_ENV] ?? '').split(' ').filter(Boolean));
