/** Astro ships every picture's original even when only resized copies are used (withastro/astro#17706). */
import { readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { builtFiles } from '#/serving/built-site.ts';

const PICTURE = /\.(avif|gif|jpe?g|png|webp|svg)$/i;
const TEXT = /\.(html|xml|css|js|json|webmanifest|txt)$/i;

export function removeUnusedImages(dir: string): string[] {
  const files = builtFiles(dir);
  const text = files
    .filter((file) => TEXT.test(file))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
  // A page names "IMG 1234.webp" (a phone photo's name) as "IMG%201234.webp".
  const named = (file: string) => text.includes(basename(file)) || text.includes(encodeURI(basename(file)));
  const unused = files.filter((file) => file.startsWith('/_astro/') && PICTURE.test(file) && !named(file));
  for (const file of unused) rmSync(join(dir, file));
  return unused;
}
