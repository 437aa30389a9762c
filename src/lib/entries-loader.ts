/**
 * Astro's content layer fed by the reader the content check uses (entries.ts): the same ids,
 * fields and list positions, so the site and the check never read a file two ways. A file that
 * cannot be read is the check's to tell (it stops a build first; in `astro dev` it shows the
 * problem): here the entries read before it stay.
 */
import type { Loader, LoaderContext } from 'astro/loaders';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTENT_DIR, type ContentSource } from '#/schemas/collections.ts';
import { readableEntries, type SourceEntry } from '#/lib/entries.ts';

type Fields = (entry: SourceEntry) => Record<string, unknown>;

const asWritten: Fields = (entry) => entry.data as Record<string, unknown>;

export function entriesLoader(source: ContentSource, fields = asWritten): Loader {
  const place = resolve(CONTENT_DIR, 'folder' in source ? source.folder : source.list);
  return {
    name: 'entries',
    load: async (context) => {
      await loadEntries(context, source, fields);
      // In `astro dev`: a change reloads the collection; a mistake in it is the check's to show.
      context.watcher?.on('all', (_event, path) => {
        if (!path.startsWith(place)) return;
        loadEntries(context, source, fields).catch((error: unknown) => context.logger.error(String(error)));
      });
    },
  };
}

/** Every entry is read and parsed before the collection is replaced: never half of one. */
async function loadEntries(context: LoaderContext, source: ContentSource, fields: Fields): Promise<void> {
  const { store, parseData, renderMarkdown } = context;
  const entries = readableEntries(source);
  if (!entries) return;
  const loaded = await Promise.all(
    entries.map(async (entry) => {
      const { id, file, markdown } = entry;
      const data = await parseData({ id, data: fields(entry), filePath: file });
      const rendered = markdown && (await renderMarkdown(markdown, { fileURL: pathToFileURL(resolve(file)) }));
      const parsed = { id, data, filePath: file };
      if (!rendered) return parsed;
      // As glob() does: the pictures the text names join the build (the docs leave this field out: withastro/astro#14620).
      const assetImports = rendered.metadata?.imagePaths;
      return { ...parsed, body: entry.body?.text ?? '', rendered, ...(assetImports ? { assetImports } : {}) };
    }),
  );
  store.clear();
  for (const entry of loaded) store.set(entry);
}
