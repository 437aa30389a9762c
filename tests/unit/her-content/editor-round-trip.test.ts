/**
 * What the web editor saves builds: every entry of every collection, and the settings, written
 * the way Sveltia CMS writes them with this site's config (YAML, strings in double quotes,
 * empty optional fields left out), read back as the build reads them and checked with the real schemas.
 */
import type { z } from 'astro/zod';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '#/config/settings-schema.ts';
import { settingsAsWritten, siteSettings } from '#/config/site.ts';
import { SETTINGS_FILE_NAMES, settingsFile, type SettingsFileName } from '#/config/settings-files.ts';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { readEntries } from '#/lib/entries.ts';
import { cmsConfig } from '#/editor/cms-config.ts';
import { editorTools } from '#/schemas/schema-shape.ts';
import { readYaml } from '#/config/problems/yaml-source.ts';
import { pageIds } from '#/schemas/page-files.ts';
import { contentSources, type CollectionName } from '#/schemas/collections.ts';

const site = siteSettings();

type Data = Record<string, unknown>;

const { output } = cmsConfig({ repo: 'owner/name', branch: 'main' }, 'Editor');
const QUOTES = { double: 'QUOTE_DOUBLE', single: 'QUOTE_SINGLE', none: 'PLAIN' } as const;

/** YAML as Sveltia writes it with the site's output options. */
const asSaved = (data: unknown) =>
  stringify(data, { defaultStringType: QUOTES[output.yaml.quote], defaultKeyType: 'PLAIN', lineWidth: 0 });

/** Sveltia leaves out a field the owner emptied (omit_empty_optional_fields). */
const withoutEmpty = (data: Data) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== ''));

/** The schema an entry is checked with (a page file's depends on its id), with the build's fill-ins. */
const schemaOf = (name: CollectionName, id: string) =>
  contentSources[name].schema({ ...editorTools, fillIns: settingsFillIns(), pages: pageIds() }, id) as z.ZodType;
const parsed = (name: CollectionName, data: unknown, id = '') => schemaOf(name, id).safeParse(data);

describe('files the editor saves pass the build’s checks', () => {
  it('leaves out emptied optional fields and quotes text, as the editing guide asks', () => {
    expect(output).toEqual({ omit_empty_optional_fields: true, yaml: { quote: 'double' } });
    expect(parsed('blog', { ...(readEntries(contentSources.blog.source)[0]?.data as Data), author: '' }).success).toBe(
      false,
    );
  });

  it.each(['blog', 'services', 'clinics', 'pages'] as const)('%s: front matter and text', (name) => {
    for (const entry of readEntries(contentSources[name].source)) {
      const file = `---\n${asSaved(withoutEmpty(entry.data as Data))}---\n${entry.body?.text ?? ''}`;
      const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(file)?.[1] ?? '';
      const read = readYaml(frontMatter, entry.file, 2).data;
      expect(parsed(name, read, entry.id).error?.issues ?? []).toEqual([]);
      expect(parsed(name, read, entry.id).data).toEqual(parsed(name, entry.data, entry.id).data);
    }
  });

  it.each(['testimonials', 'faq', 'process'] as const)('%s: the list file', (name) => {
    const entries = readEntries(contentSources[name].source);
    // `position` is the loader's, never written in the file.
    const items = entries.map(({ data }) =>
      withoutEmpty(Object.fromEntries(Object.entries(data as Data).filter(([key]) => key !== 'position'))),
    );
    const read = readYaml(asSaved(items), 'list.yaml').data as Data[];
    expect(read).toHaveLength(entries.length);
    for (const [index, item] of read.entries()) {
      const original = entries[index]?.data;
      expect(parsed(name, { ...item, position: index + 1 }).data).toEqual(parsed(name, original).data);
    }
  });

  it('settings, each file', () => {
    const written = settingsAsWritten();
    const saved = Object.fromEntries(
      SETTINGS_FILE_NAMES.map((name) => [name, asSaved(readYaml(written[name] ?? '', settingsFile(name)).data)]),
    ) as Record<SettingsFileName, string>;
    expect(parseSettings(saved)).toEqual(site);
  });
});
