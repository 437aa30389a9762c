/**
 * Per page, not in the headers: a header rule a page would grow with the blog (Cloudflare Pages
 * takes 100 header rules). Not Astro's `security.csp`: it hashes code before used-css.ts and
 * island-scripts.ts rewrite it, so this runs last.
 */
import { createHash } from 'node:crypto';
import {
  editorContentSecurityPolicy,
  isEditorPath,
  pageContentSecurityPolicy,
  type InlineHashes,
} from '#/serving/http-headers.ts';
import { frameOrigins } from '#/serving/frame-origins.ts';
import { all, element, first, textOf, type PageDocument } from '#/serving/build/page-dom.ts';
import { DomUtils } from 'htmlparser2';
import { siteOwnCode, type OwnScripts } from '#/serving/build/own-code.ts';
import { editorImportMap } from '#/editor/sveltia-files.ts';

const sha256 = (body: string) => createHash('sha256').update(body, 'utf8').digest('base64');

function inlineHashes(document: PageDocument, own: OwnScripts): InlineHashes {
  const hashes = (tag: 'script' | 'style') =>
    [...new Set(siteOwnCode(document, tag, own).map((code) => sha256(textOf(code))))].sort();
  return { scripts: hashes('script'), styles: hashes('style') };
}

/** Content cannot write a data-src (the allow-list removes it). */
function framesOffered(document: PageDocument): string[] {
  const waiting = all(document, '[data-src]').map((element) => String(element.attribs['data-src']));
  return frameOrigins.filter((origin) => waiting.some((src) => src.startsWith(`${origin}/`)));
}

/** The layout writes the endpoint on the <body>; content cannot. */
function counterOrigins(document: PageDocument): string[] {
  const endpoint = first(document, 'body')?.attribs['data-counter'];
  return endpoint ? [new URL(endpoint).origin] : [];
}

export function addPagePolicy(document: PageDocument, page: string, own: OwnScripts): void {
  const charset = first(document, 'meta[charset]');
  if (!charset) throw new Error(`${page} has no <meta charset> to put its policy after.`);
  const policy = isEditorPath(`/${page.replace(/^\//, '')}`)
    ? editorContentSecurityPolicy([sha256(editorImportMap())])
    : pageContentSecurityPolicy(inlineHashes(document, own), framesOffered(document), counterOrigins(document));
  DomUtils.append(charset, element('meta', { 'http-equiv': 'Content-Security-Policy', content: policy }));
}
