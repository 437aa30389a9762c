/** The built site as the serving tests expect to find it: dist/ files, by URL. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

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
export function distFiles(): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/** The content-hashed assets Vite wrote. */
export const hashedAssets = () => distFiles().filter((file) => file.startsWith('/_astro/'));

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('base64');
