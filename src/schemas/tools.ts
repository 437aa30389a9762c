import type { ImageFunction, reference } from 'astro:content';

/** What text may write as {name}: each token's value, and the optional settings' tokens left empty. */
export interface FillIns {
  tokens: Readonly<Record<string, string>>;
  unset: readonly string[];
}

/**
 * What a schema needs from its surroundings: Astro's image() and reference() when Astro builds,
 * the content check's stand-ins (which name the file and line) before that; the fill-ins, the
 * build's from the settings file or the editor's preview's from the settings she is typing; and
 * the ids of the site's pages (src/schemas/page-files.ts), which a page file must be one of.
 */
export interface SchemaTools {
  image: ImageFunction;
  reference: typeof reference;
  fillIns: FillIns;
  pages: readonly string[];
}
