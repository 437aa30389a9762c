/**
 * Each page carries its own Content-Security-Policy in a <meta> element, first in its <head> (right
 * after the charset, before any inline style or script), allowing exactly the site's own inline
 * code by hash. Security, not size (it adds 139 B brotli to the home page): applied last in the
 * pass, so the hashes are of the bodies as served.
 *
 * Not in the headers: every page inlines the CSS it uses, so each has its own hashes, and a header
 * rule a page would make the CDN files and the nginx rules grow with the blog (Cloudflare Pages
 * takes 100 header rules). The header's policy is one for all (src/serving/http-headers.ts), and
 * a browser enforces both. Not Astro's `security.csp` either: it hashes the styles and scripts as
 * Astro wrote them, before used-css.ts and island-scripts.ts rewrite them.
 */
import { createHash } from 'node:crypto';
import {
  editorContentSecurityPolicy,
  isEditorPath,
  pageContentSecurityPolicy,
  type InlineHashes,
} from '../../serving/http-headers.ts';
import { element, type PageDocument } from './page-dom.ts';
import { siteOwnCode } from './site-own-code.ts';

const sha256 = (body: string) => createHash('sha256').update(body, 'utf8').digest('base64');

/** The CSP hashes of the site's own inline scripts and styles in a page, read from its document. */
export function inlineHashes(document: PageDocument): InlineHashes {
  const hashes = (tag: 'script' | 'style') =>
    [...new Set(siteOwnCode(document, tag).map((code) => sha256(code.textContent)))].sort();
  return { scripts: hashes('script'), styles: hashes('style') };
}

/** Puts the page's policy in a <meta> element right after its charset. */
export function addPagePolicy(document: PageDocument, page: string): void {
  const charset = document.querySelector('meta[charset]');
  if (!charset?.parent) throw new Error(`${page} has no <meta charset> to put its policy after.`);
  const policy = isEditorPath(`/${page.replace(/^\//, '')}`)
    ? editorContentSecurityPolicy
    : pageContentSecurityPolicy(inlineHashes(document));
  charset.parent.insertBefore(
    element(document, 'meta', { 'http-equiv': 'Content-Security-Policy', content: policy }),
    charset.next,
  );
}
