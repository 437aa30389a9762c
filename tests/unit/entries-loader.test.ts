import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import { afterAll, describe, expect, it } from 'vitest';
import { entriesLoader } from '#/lib/entries-loader.ts';
import { CONTENT_DIR } from '#/schemas/collections.ts';

/** Content files in a folder of their own, named as a source relative to src/content. */
const dir = mkdtempSync(join(tmpdir(), 'entries-loader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fromContent = (path: string) => relative(CONTENT_DIR, path);

interface Stored {
  id: string;
  data: Record<string, unknown>;
  filePath?: string;
  body?: string;
  rendered?: { html: string };
  assetImports?: string[];
}

/** What the loader is handed: a store, the collection's parser (here: none), Markdown rendering and the dev watcher. */
function fakeContext() {
  const stored = new Map<string, Stored>();
  const rendered: { markdown: string; fileURL: string }[] = [];
  const watcher = new EventEmitter();
  const context = {
    store: { clear: () => stored.clear(), set: (entry: Stored) => Boolean(stored.set(entry.id, entry)) },
    parseData: ({ data }: { data: Record<string, unknown> }) => Promise.resolve(data),
    renderMarkdown: (markdown: string, options?: { fileURL?: URL }) => {
      rendered.push({ markdown, fileURL: String(options?.fileURL) });
      const pictures = [...markdown.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map(([, path = '']) => path);
      return Promise.resolve({ html: `<p>${markdown.length} characters</p>`, metadata: { imagePaths: pictures } });
    },
    watcher,
    logger: { error: () => undefined },
  } as unknown as LoaderContext;
  const changed = (path: string) => watcher.emit('all', 'change', resolve(path));
  return { context, stored, rendered, changed };
}

/** Lets the reload a change starts finish. */
const settled = () => new Promise((done) => setTimeout(done, 50));

describe('a list file', () => {
  const list = join(dir, 'steps.yaml');
  writeFileSync(list, '- id: "first"\n  title: "One"\n- id: "second"\n  title: "Two"\n');
  const { context, stored, changed } = fakeContext();

  it('gives each item its id and its place in the file', async () => {
    await entriesLoader({ list: fromContent(list) }).load(context);
    expect([...stored.values()].map(({ id, data }) => [id, data['position']])).toEqual([
      ['first', 1],
      ['second', 2],
    ]);
  });

  it('is read again when it changes in `astro dev`', async () => {
    writeFileSync(list, '- id: "only"\n  title: "Just one"\n');
    changed(list);
    await settled();
    expect([...stored.keys()]).toEqual(['only']);
  });

  it('keeps the entries it had while the file cannot be read', async () => {
    writeFileSync(list, '- id: "broken\n  title: [\n');
    changed(list);
    await settled();
    expect([...stored.keys()]).toEqual(['only']);
  });
});

describe('a folder of Markdown', () => {
  const folder = join(dir, 'posts');
  mkdirSync(folder);
  const text =
    '---\ntitle: "Sleep"\n---\n\n---\n\nA body that starts with a rule.\n\n![A calm room](../art/room.png)\n';
  writeFileSync(join(folder, 'Sleep Well!.md'), text);

  it('names an entry by its file, as its address, renders the whole file at its own URL and builds its pictures', async () => {
    const { context, stored, rendered } = fakeContext();
    await entriesLoader({ folder: fromContent(folder) }, (entry) => ({
      ...(entry.data as object),
      page: entry.id,
    })).load(context);
    expect(stored.get('sleep-well')).toEqual({
      id: 'sleep-well',
      data: { title: 'Sleep', page: 'sleep-well' },
      filePath: `${relative('.', folder)}/Sleep Well!.md`,
      body: '\n---\n\nA body that starts with a rule.\n\n![A calm room](../art/room.png)\n',
      rendered: { html: `<p>${text.length} characters</p>`, metadata: { imagePaths: ['../art/room.png'] } },
      assetImports: ['../art/room.png'],
    });
    expect(rendered).toEqual([{ markdown: text, fileURL: `file://${folder}/Sleep%20Well!.md` }]);
  });
});
