/** The built site as the serving tests expect to find it: dist/ files, by URL. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtFiles } from '#/serving/built-site.ts';

export const dist = 'dist';

export function distFile(urlPath: string): Buffer {
  return readFileSync(join(dist, urlPath));
}

/** The built file behind a route: "/" -> /index.html, "/about" -> /about.html. */
export function pageFile(route: string): Buffer {
  return distFile(route === '/' ? '/index.html' : `${route}.html`);
}

export const notFoundPage = () => distFile('/404.html');

/** Every file in dist/, as URL paths. */
export const distFiles = () => builtFiles(dist);
