/**
 * The articles kept off the live site until she confirms or changes them. The go-live
 * integration (src/go-live/integration.ts) names them in `astro build --mode live`, before any
 * page is built; any other build holds none back. Kept on globalThis: the config's Markdown
 * plugins and the pages are loaded apart, in this same process.
 */
const KEY = Symbol.for('harpenden.held-back');
type Holder = Record<typeof KEY, readonly string[] | undefined>;

export const holdBack = (slugs: readonly string[]) => {
  (globalThis as unknown as Holder)[KEY] = slugs;
};

/** The web address names of the articles held back in this build. */
export const heldBackPosts = (): ReadonlySet<string> => new Set((globalThis as unknown as Holder)[KEY] ?? []);
