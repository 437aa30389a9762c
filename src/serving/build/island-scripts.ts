/**
 * Astro inlines its island runtime (1.6 KB brotli, no option moves it: withastro/astro#17017);
 * moving the site's own inline scripts into one low-priority file keeps the home page under the
 * 14,600 B first flight (14,275 B). Pages without an island keep their one small inline module.
 */
import { createHash } from 'node:crypto';
import { hashedAssetsPrefix, notFoundPage } from '#/serving/http-headers.ts';
import { DomUtils } from 'htmlparser2';
import { element, first, headOf, textOf, type PageDocument } from '#/serving/build/page-dom.ts';
import { siteOwnCode, type OwnScripts } from '#/serving/build/own-code.ts';

export function liftScripts(document: PageDocument, page: string, own: OwnScripts) {
  if (page.replace(/^\/?/, '/') !== notFoundPage && !first(document, 'astro-island')) return null;
  const scripts = siteOwnCode(document, 'script', own);
  const code = scripts.map((script) => textOf(script).trim()).join('\n');
  for (const script of scripts) DomUtils.removeElement(script);
  const url = `${hashedAssetsPrefix}islands.${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;
  DomUtils.appendChild(headOf(document), element('script', { type: 'module', src: url, fetchpriority: 'low' }));
  return { url, code };
}
