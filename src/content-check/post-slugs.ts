/** The taken paths are the route table's, so a route added there is kept free without a list here. */
import { paths } from '#/config/paths.ts';
import type { Problem } from '#/config/problems/problem.ts';
import type { SourceEntry } from '#/lib/entries.ts';

type Named = Pick<SourceEntry, 'id' | 'file'>;

const ENTRY_PATHS = { blog: paths.post, services: paths.service, clinics: paths.clinic } as const;

const FIELD = 'file name';

/** The same, a folder of it, or its folder's index file. */
function clashOf(path: string, id: string): string | undefined {
  const fixed = Object.values(paths).filter((route) => typeof route === 'string');
  // The one a numeric name would be if the paginator wrote /blog/<n>.
  const indexPages = [2, Number(id)].filter((page) => Number.isInteger(page) && page > 1).map(paths.blogPage);
  return [...fixed, ...indexPages].find(
    (taken) => taken === path || taken.startsWith(`${path}/`) || path === `${taken.replace(/\/$/, '')}/index`,
  );
}

export function slugProblems(entries: Record<keyof typeof ENTRY_PATHS, readonly Named[]>): Problem[] {
  return Object.entries(ENTRY_PATHS).flatMap(([collection, pathOf]) =>
    entries[collection as keyof typeof ENTRY_PATHS].flatMap(({ id, file }): Problem[] => {
      if (!id) {
        const message = 'gives no web address: name the file with letters or numbers, e.g. my-first-post.md.';
        return [{ file, field: FIELD, message }];
      }
      const clash = clashOf(pathOf(id), id);
      if (!clash) return [];
      const message = `"${id}" would give the web address ${pathOf(id)}, which the site's own ${clash} needs. Rename the file.`;
      return [{ file, field: FIELD, message }];
    }),
  );
}
