import type { ImageFunction, reference } from 'astro:content';

/**
 * What a schema needs from its surroundings: Astro's image() and reference() when Astro builds,
 * the content check's stand-ins (which name the file and line) before that.
 */
export interface SchemaTools {
  image: ImageFunction;
  reference: typeof reference;
}
