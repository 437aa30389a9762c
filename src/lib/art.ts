import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

export interface ArtSources {
  webp: string;
  width: number;
  height: number;
}

/** An optimised WebP source set of a picture, for a <picture> whose source carries a media query. */
export async function artSources(src: ImageMetadata, widths: number[]): Promise<ArtSources> {
  // The largest width also for the fallback src: without it, Astro makes one at the original size.
  const image = await getImage({ src, widths, width: Math.max(...widths), format: 'webp' });
  return { webp: image.srcSet.attribute, width: src.width, height: src.height };
}
