/** Each go-live item opens its own entry in the web editor, and says where it is in the editor's words. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTINGS_FILE } from '#/config/site.ts';
import { goLiveChecklist, recommendedChecklist } from '#/go-live/checklist.ts';
import { site } from '#/config/site.ts';
import { backendFrom } from '#/editor/backend.ts';
import { cmsConfig } from '#/editor/cms-config.ts';
import { editorEntry } from '#/editor/entry-address.ts';
import { paths } from '#/lib/paths.ts';
import { CONTENT_DIR, contentSources } from '#/schemas/collections.ts';

const collections = cmsConfig(backendFrom({}), '').collections as {
  name: string;
  label: string;
  folder?: string;
  files?: { name: string; file: string }[];
}[];

/** Every file the owner edits, with the collection and entry the editor opens it as. */
const contentFiles: [file: string, address: string][] = [
  [SETTINGS_FILE, 'settings/entries/settings'],
  ...Object.entries(contentSources).flatMap(([name, { source }]): [string, string][] =>
    'list' in source
      ? [[`${CONTENT_DIR}/${source.list}`, `${name}/entries/${name}`]]
      : readdirSync(`${CONTENT_DIR}/${source.folder}`).map((file): [string, string] => [
          `${CONTENT_DIR}/${source.folder}/${file}`,
          `${name}/entries/${file.replace(/\.md$/, '')}`,
        ]),
  ),
];

describe('the editor address of a content file', () => {
  it.each(contentFiles)('opens %s as %s', (file, address) => {
    expect(editorEntry(file).href).toBe(`${paths.editor}#/collections/${address}`);
    const [collection, , entry] = address.split('/');
    const config = collections.find((candidate) => candidate.name === collection);
    const exists = config?.folder
      ? file.startsWith(`${config.folder}/`)
      : config?.files?.some((listed) => listed.name === entry && listed.file === file);
    expect(exists).toBe(true);
  });

  it('refuses a file the editor does not edit', () => {
    expect(() => editorEntry('src/content/nowhere.yaml')).toThrow(/not a file the web editor edits/);
  });
});

describe('the go-live checklist', () => {
  const items = goLiveChecklist();

  it('has an item for every placeholder and sample, in the editor’s words, linking to its entry', () => {
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.href).toMatch(new RegExp(`^${paths.editor}#/collections/\\w+/entries/[\\w-]+$`));
      expect(item.place).toMatch(/^(Practice settings|Testimonials › [^›]+ \(item \d+\)|Services › [\w-]+) › /);
      expect(item.todo).toMatch(/^(“.+” is a placeholder|This quote )/);
    }
  });

  it('names the practitioner by the editor’s labels', () => {
    expect(items.map((item) => item.place)).toContain('Practice settings › Practitioner › Name');
  });

  it('recommends her photo and mentions a booking page, without counting them among what keeps the site from going live', () => {
    const recommended = recommendedChecklist();
    expect(recommended.map((item) => item.place)).toEqual([
      ...(site.portrait ? [] : ['Practice settings › Your photo']),
      ...(site.bookingUrl ? [] : ['Practice settings › Online booking page']),
    ]);
    for (const item of recommended) expect(items.map((required) => required.source)).not.toContain(item.source);
  });
});
