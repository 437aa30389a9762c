import type { ImageFunction, reference } from 'astro:content';
import type { FillIns } from '#/config/fill-ins.ts';

/** Astro's image() and reference() or the check's stand-ins; the build's or the preview's fill-ins; page ids. */
export interface SchemaTools {
  image: ImageFunction;
  reference: typeof reference;
  fillIns: FillIns;
  pages: readonly string[];
}
