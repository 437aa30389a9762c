import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file of a built folder, as its URL path: "/about.html", "/_astro/client.Cd-EeyjT.js". */
export const builtFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort();
