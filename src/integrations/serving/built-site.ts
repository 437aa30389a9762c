/** What serving needs to know about a built site: its files, its pages and the headers they get. */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  allowedMethods,
  cacheControlFor,
  editorHeaders,
  isEditorPath,
  notFoundPage,
  securityHeaders,
  type InlineHashes,
} from '../../../deploy/http-headers.ts';
import { canonicalPath } from '../../lib/paths.ts';
import { isOwnScript, isOwnStyle, type OwnScripts } from './own-code.ts';

export interface BuiltSite {
  dir: string;
  /** Every file, as its URL path: "/about.html", "/_astro/client.Cd-EeyjT.js". */
  files: string[];
  /** Canonical URL of every page but the not-found page: "/", "/about", "/blog/dental_anxiety". */
  pages: Set<string>;
  /**
   * The security headers every response gets, whatever its path and status. Their CSP is the
   * same for all; each page carries its own as well, in a <meta> element (page-policies.ts).
   */
  security: Record<string, string>;
  /**
   * The headers a response for this URL path (a page's canonical path, or a file's) gets,
   * whatever its status (Allow too: RFC 9110 permits it on any).
   */
  headersFor(path: string): Record<string, string>;
  /** The file a URL path is served from: a page's HTML file ("/about" -> "/about.html"), or the path itself. */
  fileOf(path: string): string;
}

/** Every file of a built site, as its URL path, sorted. */
export const builtFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort();

export const readBuiltSite = (dir: string): BuiltSite => builtSite(dir, builtFiles(dir));

/** A built site known by its file list alone: no header depends on a page's content. */
export function builtSite(dir: string, files: string[]): BuiltSite {
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  const pages = new Set(htmlFiles.filter((file) => file !== notFoundPage).map(canonicalPath));
  const pageFiles = new Map(htmlFiles.map((file) => [canonicalPath(file), file]));
  return {
    dir,
    files,
    pages,
    security: securityHeaders,
    headersFor: (path) => ({
      ...securityHeaders,
      'Cache-Control': cacheControlFor(path),
      Allow: allowedMethods.join(', '),
      ...(isEditorPath(path) ? editorHeaders : {}),
    }),
    fileOf: (path) => pageFiles.get(path) ?? path,
  };
}

/** An inline element: a <script> or <style> with a body, and no src (a script with src is a file). */
const inlineElement = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

/**
 * The CSP hashes of every inline script and style of the site's own (own-code.ts) in a page.
 * Scanning the output (not a list) keeps them right whatever Astro or the CSS settings decide to
 * inline. JSON-LD blocks are data, never run, so they need no hash.
 */
export function inlineHashes(html: string, own: OwnScripts): InlineHashes {
  const found = { script: new Set<string>(), style: new Set<string>() };
  const headEnd = html.indexOf('</head>');
  for (const { 0: element, 1: tag = '', 2: attributes = '', 3: body = '', index } of html.matchAll(inlineElement)) {
    if (/\ssrc\s*=/i.test(attributes) || /type\s*=\s*"application\/ld\+json"/i.test(attributes)) continue;
    const kind = tag.toLowerCase() as 'script' | 'style';
    const trusted = kind === 'script' ? isOwnScript(body, own) : isOwnStyle(body, index + element.length <= headEnd);
    if (trusted) found[kind].add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return { scripts: [...found.script].sort(), styles: [...found.style].sort() };
}
