import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

export interface ArtSources {
  webp: string;
  width: number;
  height: number;
}

/** For a <picture> whose source carries a media query. */
export async function artSources(src: ImageMetadata, widths: number[]): Promise<ArtSources> {
  // The largest width also for the fallback src: without it, Astro makes one at the original size.
  const image = await getImage({ src, widths, width: Math.max(...widths), format: 'webp' });
  return { webp: image.srcSet.attribute, width: src.width, height: src.height };
}

export interface Photo {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

export async function photo(src: ImageMetadata, alt: string, widths: number[]): Promise<Photo> {
  // Never larger than the original: a small photo keeps its own size.
  const fitting = [...new Set(widths.map((each) => Math.min(each, src.width)))];
  const width = Math.max(...fitting);
  const image = await getImage({ src, widths: fitting, width, format: 'webp' });
  return {
    src: image.src,
    srcSet: image.srcSet.attribute,
    width,
    height: Math.round((src.height * width) / src.width),
    alt,
  };
}
