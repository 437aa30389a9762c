/** What serving needs to know about a built site: its files, its pages and the headers they get. */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  allowedMethods,
  cacheControlFor,
  contentSecurityPolicyFor,
  editorHeaders,
  isEditorPath,
  isPagePath,
  notFoundPage,
  securityHeaders,
} from './http-headers.ts';
import { canonicalPath } from './canonical-path.ts';

export interface BuiltSite {
  dir: string;
  /** Every file, as its URL path: "/about.html", "/_astro/client.Cd-EeyjT.js". */
  files: string[];
  /** Canonical URL of every page but the not-found page: "/", "/about", "/blog/dental_anxiety". */
  pages: Set<string>;
  /**
   * The security headers every response gets, whatever its path and status. Their CSP is the
   * first policy of all; each page carries its own as well, in a <meta> element (page-policies.ts),
   * and any other file gets a second, under which nothing runs (headersFor).
   */
  security: Record<string, string>;
  /**
   * The headers a response for this URL path (a page's canonical path, or a file's) gets,
   * whatever its status (Allow too: RFC 9110 permits it on any); its CSP by the file it carries.
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
  // Nothing among the hashed assets is a page, whatever its name.
  const htmlFiles = files.filter((file) => file.endsWith('.html') && isPagePath(file));
  const pages = new Set(htmlFiles.filter((file) => file !== notFoundPage).map(canonicalPath));
  const pageFiles = new Map(htmlFiles.map((file) => [canonicalPath(file), file]));
  return {
    dir,
    files,
    pages,
    security: securityHeaders,
    headersFor: (path) => ({
      ...securityHeaders,
      'Content-Security-Policy': contentSecurityPolicyFor(pageFiles.get(path) ?? path),
      'Cache-Control': cacheControlFor(path),
      Allow: allowedMethods.join(', '),
      ...(isEditorPath(path) ? editorHeaders : {}),
    }),
    fileOf: (path) => pageFiles.get(path) ?? path,
  };
}
