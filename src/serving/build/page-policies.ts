/**
 * Each page carries its own Content-Security-Policy in a <meta> element, first in its <head> (right
 * after the charset, before any inline style or script), allowing exactly the site's own inline
 * code by hash (own-code.ts) and the frames it offers. Security, not size (it adds 139 B brotli to the home page): applied last in the
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
  frameOrigins,
  isEditorPath,
  pageContentSecurityPolicy,
  type InlineHashes,
} from '#/serving/http-headers.ts';
import { all, element, first, textOf, type PageDocument } from './page-dom.ts';
import { DomUtils } from 'htmlparser2';
import { siteOwnCode, type OwnScripts } from './own-code.ts';

const sha256 = (body: string) => createHash('sha256').update(body, 'utf8').digest('base64');

/** The CSP hashes of the site's own inline scripts and styles in a page, read from its document. */
export function inlineHashes(document: PageDocument, own: OwnScripts): InlineHashes {
  const hashes = (tag: 'script' | 'style') =>
    [...new Set(siteOwnCode(document, tag, own).map((code) => sha256(textOf(code))))].sort();
  return { scripts: hashes('script'), styles: hashes('style') };
}

/**
 * The third-party origins a page offers to frame once the visitor asks: the address waiting in a
 * map's or a video's data-src. Content cannot write a data-src (the allow-list removes it).
 */
export function framesOffered(document: PageDocument): string[] {
  const waiting = all(document, '[data-src]').map((element) => String(element.attribs['data-src']));
  return frameOrigins.filter((origin) => waiting.some((src) => src.startsWith(`${origin}/`)));
}

/** The enquiry counter's origin, on a page that counts: the layout writes its endpoint on the <body> (content cannot). */
export function counterOrigins(document: PageDocument): string[] {
  const endpoint = first(document, 'body')?.attribs['data-counter'];
  return endpoint ? [new URL(endpoint).origin] : [];
}

/** Puts the page's policy in a <meta> element right after its charset. */
export function addPagePolicy(document: PageDocument, page: string, own: OwnScripts): void {
  const charset = first(document, 'meta[charset]');
  if (!charset) throw new Error(`${page} has no <meta charset> to put its policy after.`);
  const policy = isEditorPath(`/${page.replace(/^\//, '')}`)
    ? editorContentSecurityPolicy
    : pageContentSecurityPolicy(inlineHashes(document, own), framesOffered(document), counterOrigins(document));
  DomUtils.append(charset, element('meta', { 'http-equiv': 'Content-Security-Policy', content: policy }));
}
