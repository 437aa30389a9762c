/** Read from the disk when asked, never on import. */
import { existsSync, readdirSync } from 'node:fs';
import { routeShells } from '#/schemas/page.ts';

const PAGE_FILES = 'src/content/pages';

export const pageIds = (): string[] =>
  readdirSync(PAGE_FILES)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length))
    .filter((id) => routeShells(id).some((file) => existsSync(file)))
    .sort();
