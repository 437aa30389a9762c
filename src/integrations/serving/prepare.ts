/**
 * After Astro has built the site into a folder, makes it ready to serve: unused picture originals
 * removed, an island page's scripts in one file, each page's CSS cut to what it uses, then each
 * page's policy in the page, precompressed copies, and the CDN header and redirect files.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cdnFiles } from '../../../deploy/http-headers.ts';
import { builtFiles, readBuiltSite } from './built-site.ts';
import { headersFile, redirectsFile } from './cdn-files.ts';
import { moveIslandScriptsToFiles } from './island-scripts.ts';
import type { OwnScripts } from './own-code.ts';
import { addPagePolicies } from './page-policies.ts';
import { precompress } from './precompress.ts';
import { removeUnusedImages } from './unused-images.ts';
import { keepUsedCss } from './used-css.ts';

/** `own`: the inline scripts the site's build wrote (own-code.ts), the only ones moved or hashed. */
export async function prepareForServing(dir: string, own: OwnScripts): Promise<void> {
  removeUnusedImages(dir);
  const pages = builtFiles(dir).filter((file) => file.endsWith('.html'));
  await moveIslandScriptsToFiles(dir, pages, own);
  await keepUsedCss(dir, pages);
  // Last of the HTML rewrites: the policies hash the pages as they are served.
  await addPagePolicies(dir, pages, own);
  const site = readBuiltSite(dir);
  await precompress(dir, site.files);
  writeFileSync(join(dir, cdnFiles.headers), headersFile(site));
  writeFileSync(join(dir, cdnFiles.redirects), redirectsFile(site));
}
