/**
 * CDN hosts (Netlify, Cloudflare Pages) send the not-found page for any unknown URL with the
 * headers of that URL's rules. Those cannot carry the page's own policy: a rule for every path
 * applies to every page too, and a browser enforces both policies. So the page carries its policy
 * in a <meta> element, right after its charset; the servers also send it as a header.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { metaContentSecurityPolicy, notFoundPage } from '../../src/config/http-headers.ts';
import { inlineHashes } from './built-site.ts';

const charset = '<meta charset="utf-8">';

export async function addNotFoundPolicy(dir: string): Promise<void> {
  const file = join(dir, notFoundPage);
  const html = await readFile(file, 'utf8');
  if (!html.includes(charset)) throw new Error(`${notFoundPage} has no ${charset} to put its policy after.`);
  const policy = metaContentSecurityPolicy(inlineHashes([html]));
  await writeFile(
    file,
    html.replace(charset, `${charset}<meta http-equiv="Content-Security-Policy" content="${policy}">`),
  );
}
