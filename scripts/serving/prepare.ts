/**
 * After Astro has built the site into a folder, makes it ready to serve: unused picture originals
 * removed, an island page's scripts in one file, each page's CSS cut to what it uses, then each
 * page's policy in the page, precompressed copies, the CDN header and redirect files in the folder, and the nginx rules
 * (returned, for the caller to write once the folder has replaced dist/).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cdnFiles } from '../../src/config/http-headers.ts';
import { builtFiles, readBuiltSite } from './built-site.ts';
import { headersFile, redirectsFile } from './cdn-files.ts';
import { moveIslandScriptsToFiles } from './island-scripts.ts';
import { nginxHttpRules, nginxRules } from './nginx-rules.ts';
import { addPagePolicies } from './page-policies.ts';
import { precompress } from './precompress.ts';
import { removeUnusedImages } from './unused-images.ts';
import { keepUsedCss } from './used-css.ts';

/** The two nginx rule files: one included in the http block, one in the site's server block. */
export interface NginxRules {
  http: string;
  server: string;
}

export async function prepareForServing(dir: string): Promise<NginxRules> {
  removeUnusedImages(dir);
  const pages = builtFiles(dir).filter((file) => file.endsWith('.html'));
  await moveIslandScriptsToFiles(dir, pages);
  await keepUsedCss(dir, pages);
  // Last of the HTML rewrites: the policies hash the pages as they are served.
  await addPagePolicies(dir, pages);
  const site = readBuiltSite(dir);
  await precompress(dir, site.files);
  writeFileSync(join(dir, cdnFiles.headers), headersFile(site));
  writeFileSync(join(dir, cdnFiles.redirects), redirectsFile(site));
  return { http: nginxHttpRules(site), server: nginxRules(site) };
}
