import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cdnFiles } from '#/serving/http-headers.ts';
import { builtFiles, readBuiltSite } from '#/serving/built-site.ts';
import { headersFile, redirectsFile } from './cdn-files.ts';
import { finishPages } from './finish-pages.ts';
import type { OwnScripts } from './own-code.ts';
import { removeUnusedImages } from './unused-images.ts';

/** `own`: the inline scripts the site's build wrote (own-code.ts), the only ones moved or hashed. */
export async function prepareForServing(dir: string, own: OwnScripts): Promise<void> {
  removeUnusedImages(dir);
  const pages = builtFiles(dir).filter((file) => file.endsWith('.html'));
  await finishPages(dir, pages, own);
  const site = readBuiltSite(dir);
  writeFileSync(join(dir, cdnFiles.headers), headersFile(site));
  writeFileSync(join(dir, cdnFiles.redirects), redirectsFile(site));
}
