/**
 * Astro writes its island runtime and the client directive inline, in front of a page's first
 * island: 1.6 KB brotli that no option moves out (withastro/astro#17017). Kept for the first
 * flight: on the home page it is 1,894 B of the response (Astro's output with its headers,
 * 17,764 B; with the CSS cut alone 16,219 B, with this step too 14,275 B, under the 14,600 B
 * a new connection's first flight carries), so the page would cost a round trip before the first
 * paint. So on a page with an island, every inline script of the site's own (own-code.ts: the
 * directive, the runtime, the layout's module; never one from content) moves, in page order, into one content-hashed module file, fetched
 * at low priority. Islands then upgrade once the page is parsed, which is before a
 * `client:visible` island can be seen. Pages without an island keep their one small inline
 * module: a file would be one more request before the first paint. The not-found page's scripts
 * move too, so its policy (page-policies.ts) needs no script hash.
 */
import { createHash } from 'node:crypto';
import { hashedAssetsPrefix, notFoundPage } from '#/serving/http-headers.ts';
import { DomUtils } from 'htmlparser2';
import { element, first, headOf, textOf, type PageDocument } from './page-dom.ts';
import { siteOwnCode, type OwnScripts } from './own-code.ts';

export interface IslandFile {
  url: string;
  code: string;
}

/** "/_astro/islands.<hash>.js": the name changes when the code does, so it may be cached for good. */
const fileFor = (code: string) =>
  `${hashedAssetsPrefix}islands.${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;

const isNotFoundPage = (page: string) => page.replace(/^\/?/, '/') === notFoundPage;

/** Moves the page's own inline scripts into one module file (an island page or the not-found page); returns the file. */
export function liftScripts(document: PageDocument, page: string, own: OwnScripts): IslandFile | null {
  if (!isNotFoundPage(page) && !first(document, 'astro-island')) return null;
  const scripts = siteOwnCode(document, 'script', own);
  const code = scripts.map((script) => textOf(script).trim()).join('\n');
  for (const script of scripts) DomUtils.removeElement(script);
  const url = fileFor(code);
  DomUtils.appendChild(headOf(document), element('script', { type: 'module', src: url, fetchpriority: 'low' }));
  return { url, code };
}
