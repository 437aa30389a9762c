/**
 * After Astro has built the site into a folder, makes it ready to serve: precompressed copies,
 * the CDN header and redirect files in the folder, and the nginx rules (returned, for the
 * caller to write once the folder has replaced dist/).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cdnFiles } from '../../src/config/http-headers.ts';
import { readBuiltSite } from './built-site.ts';
import { headersFile, redirectsFile } from './cdn-files.ts';
import { nginxRules } from './nginx-rules.ts';
import { precompress } from './precompress.ts';

export async function prepareForServing(dir: string): Promise<string> {
  const site = readBuiltSite(dir);
  await precompress(dir, site.files);
  writeFileSync(join(dir, cdnFiles.headers), headersFile(site));
  writeFileSync(join(dir, cdnFiles.redirects), redirectsFile(site));
  return nginxRules(site);
}
