/**
 * After Astro has built the site into a folder, makes it ready to serve: unused picture originals
 * removed, then one pass over each page (finish-pages.ts: an island page's scripts in one file,
 * its CSS cut to what it uses, its policy in the page), precompressed copies, and the CDN header
 * and redirect files.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cdnFiles } from '../../serving/http-headers.ts';
import { builtFiles, readBuiltSite } from '../../serving/built-site.ts';
import { headersFile, redirectsFile } from './cdn-files.ts';
import { finishPages } from './finish-pages.ts';
import { precompress } from './precompress.ts';
import { removeUnusedImages } from './unused-images.ts';

export async function prepareForServing(dir: string): Promise<void> {
  removeUnusedImages(dir);
  const pages = builtFiles(dir).filter((file) => file.endsWith('.html'));
  await finishPages(dir, pages);
  const site = readBuiltSite(dir);
  await precompress(dir, site.files);
  writeFileSync(join(dir, cdnFiles.headers), headersFile(site));
  writeFileSync(join(dir, cdnFiles.redirects), redirectsFile(site));
}
