import type { ImageFunction, reference } from 'astro:content';

export interface FillIns {
  tokens: Readonly<Record<string, string>>;
  unset: readonly string[];
}

/**
 * Astro's image() and reference() when Astro builds, the content check's stand-ins (naming file and line) before;
 * the fill-ins of the build or of the editor's preview; the page ids a page file must be one of.
 */
export interface SchemaTools {
  image: ImageFunction;
  reference: typeof reference;
  fillIns: FillIns;
  pages: readonly string[];
}
