import type { ImageMetadata } from 'astro';
import { posix } from 'node:path';
import { settingsFile } from '#/config/settings-files.ts';
import { siteSettings } from '#/config/site.ts';
import { photo, type Photo } from '#/lib/art.ts';

/** Loaded only when named: the portrait is named relative to its settings file. */
const FILE = settingsFile('practice');

const pictures = import.meta.glob<{ default: ImageMetadata }>('/src/assets/**/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG}');

export async function getPortrait() {
  const { portrait } = siteSettings();
  if (!portrait) return undefined;
  const path = `/${posix.join(posix.dirname(FILE), portrait.image)}`;
  const load = pictures[path];
  if (!load) {
    throw new Error(`${FILE}, portrait.image: "${portrait.image}" is not a picture in src/assets.`);
  }
  return { src: (await load()).default, alt: portrait.alt };
}

/** Her portrait at the given widths, when she has one. */
export async function portraitPhoto(widths: number[]): Promise<Photo | undefined> {
  const portrait = await getPortrait();
  return portrait && photo(portrait.src, portrait.alt, widths);
}
