/** The canonical form of a built page's path: "/about.html" -> "/about", "/index.html" -> "/". */
export function canonicalPath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1');
  return path === '' ? '/' : path;
}
