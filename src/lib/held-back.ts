/** Set by the go-live integration in `--mode live`; on globalThis: the Markdown plugins and the pages load apart. */
const KEY = Symbol.for('harpenden.held-back');
type Holder = Record<typeof KEY, readonly string[] | undefined>;

export const holdBack = (slugs: readonly string[]) => {
  (globalThis as unknown as Holder)[KEY] = slugs;
};

export const heldBackPosts = (): ReadonlySet<string> => new Set((globalThis as unknown as Holder)[KEY] ?? []);
