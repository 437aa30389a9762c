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
} from '#/serving/http-headers.ts';
import { canonicalPath } from '#/serving/canonical-path.ts';

export const builtFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort();

export const readBuiltSite = (dir: string) => builtSite(dir, builtFiles(dir));

export type BuiltSite = ReturnType<typeof builtSite>;

/** No header depends on a page's content, so the file list is enough. */
export function builtSite(dir: string, files: string[]) {
  // Nothing among the hashed assets is a page, whatever its name.
  const htmlFiles = files.filter((file) => file.endsWith('.html') && isPagePath(file));
  const pageFiles = new Map(htmlFiles.map((file) => [canonicalPath(file), file]));
  const fileOf = (path: string) => pageFiles.get(path) ?? path;
  return {
    dir,
    /** Every file, as its URL path: "/about.html", "/_astro/client.Cd-EeyjT.js". */
    files,
    /** Canonical URL of every page but the not-found page: "/", "/about", "/blog/dental_anxiety". */
    pages: new Set(htmlFiles.filter((file) => file !== notFoundPage).map(canonicalPath)),
    /** Allow too, on any status: RFC 9110 permits it. */
    headersFor: (path: string): Record<string, string> => ({
      ...securityHeaders,
      'Content-Security-Policy': contentSecurityPolicyFor(fileOf(path)),
      'Cache-Control': cacheControlFor(path),
      Allow: allowedMethods.join(', '),
      ...(isEditorPath(path) ? editorHeaders : {}),
    }),
    fileOf,
  };
}
