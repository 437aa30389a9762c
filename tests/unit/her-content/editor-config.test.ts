/**
 * No drift between the web editor and the schemas: every limit the editor's config states is
 * tried against the real schema (one value just inside it must pass, one just outside must
 * fail), on a real entry of each collection, and an entry holding only the editor's fields parses.
 */
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { settingsSchemas } from '#/config/settings-schema.ts';
import { SETTINGS_FILE_NAMES, SETTINGS_FILES, settingsFile } from '#/config/settings-files.ts';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { readEntries } from '#/lib/entries.ts';
import { cmsConfig } from '#/editor/cms-config.ts';
import type { CmsField } from '#/editor/fields.ts';
import { editorTools } from '#/schemas/schema-shape.ts';
import { pageIds } from '#/schemas/page-files.ts';
import { contentSources, type CollectionName } from '#/schemas/collections.ts';
import { FAQ_CATEGORIES } from '#/schemas/faq.ts';

type Data = Record<string, unknown>;
interface Collection {
  name: string;
  fields?: CmsField[];
  files?: { name: string; file: string; label?: string; fields: CmsField[] }[];
}

const config = cmsConfig({ repo: 'owner/name', branch: 'main' }, 'Editor') as unknown as { collections: Collection[] };
const collection = (name: string) => {
  const found = config.collections.find((entry) => entry.name === name);
  if (!found) throw new Error(`no ${name} collection`);
  return found;
};
/** The schemas as the build checks them: a reference must name an entry that exists. */
const tools = {
  image: editorTools.image,
  reference: (name: CollectionName) => {
    const ids = readEntries(contentSources[name].source).map(({ id }) => id);
    return z.string().refine((id) => ids.includes(id));
  },
  fillIns: settingsFillIns(),
  pages: pageIds(),
} as unknown as typeof editorTools;
/** The schema an entry is checked with (a page file's depends on its id). */
const schemaOf = (name: CollectionName, id = '') => contentSources[name].schema(tools, id) as z.ZodType;
const entriesOf = (name: CollectionName) => readEntries(contentSources[name].source).map((entry) => entry.data as Data);

/** The schema's issues at exactly this path, for the entry with the value at `path` set (or deleted). */
function issuesAt(schema: z.ZodType, base: Data, path: string[], value: unknown): z.core.$ZodIssue[] {
  const data = structuredClone(base);
  const parent = path.slice(0, -1).reduce<Data>((inner, key) => inner[key] as Data, data);
  const key = path.at(-1) ?? '';
  if (value === undefined) Reflect.deleteProperty(parent, key);
  else parent[key] = value;
  const result = schema.safeParse(data);
  return (result.error?.issues ?? []).filter((issue) => issue.path.slice(0, path.length).join('.') === path.join('.'));
}

/** Every way the field's stated limits disagree with the schema, described. */
function drift(schema: z.ZodType, base: Data, field: CmsField, at: string[] = []): string[] {
  const path = [...at, field.name];
  const where = path.join('.');
  const current = path.reduce<unknown>((inner, key) => (inner as Data | undefined)?.[key], base);
  const fails = (value: unknown) => issuesAt(schema, base, path, value).length > 0;
  const found: string[] = [];
  const expectFails = (value: unknown, what: string, should: boolean) => {
    if (fails(value) !== should) found.push(`${where}: ${what} ${should ? 'passes' : 'fails'} the schema`);
  };
  if (current === undefined) return field.required ? [`${where}: required, but the entry has none`] : [];
  // A rule between fields (a cover needs its description) is the content check's to tell, not a required field.
  const missing = issuesAt(schema, base, path, undefined).filter((issue) => issue.code !== 'custom');
  if (missing.length > 0 !== (field.required !== false)) found.push(`${where}: required differs from the schema`);
  const { minlength, maxlength, min, max, options, fields } = field as CmsField & Data;
  if (typeof maxlength === 'number') {
    expectFails('x'.repeat(maxlength), `${maxlength} characters`, false);
    expectFails('x'.repeat(maxlength + 1), `${maxlength + 1} characters`, true);
  }
  if (typeof minlength === 'number' && minlength > 1) expectFails('x'.repeat(minlength - 1), 'too short', true);
  if (field.widget === 'number') {
    if (typeof min === 'number') expectFails(min - 1, `${min - 1}`, true);
    if (typeof max === 'number') expectFails(max + 1, `${max + 1}`, true);
  }
  if (Array.isArray(current) && field.widget === 'list') {
    const item = current[0];
    if (typeof min === 'number' && min > 0) expectFails(Array(min - 1).fill(item), `${min - 1} items`, true);
    if (typeof max === 'number') expectFails(Array(max + 1).fill(item), `${max + 1} items`, true);
  }
  if (Array.isArray(options)) {
    const values = (options as { value: string }[]).map(({ value }) => value);
    const tried = field['multiple'] ? (value: string) => [value] : (value: string) => value;
    for (const value of values) expectFails(tried(value), `option ${value}`, false);
    expectFails(tried('not-an-option'), 'a value that is not an option', true);
  }
  if (Array.isArray(fields)) {
    const nested = Array.isArray(current) ? current.map((_, index) => [...path, String(index)]) : [path];
    for (const inner of nested) for (const sub of fields as CmsField[]) found.push(...drift(schema, base, sub, inner));
  }
  return found;
}

/** The entry as the editor would write it: only the fields it knows (a strict schema rejects the rest). */
function onlyEditorFields(fields: CmsField[], data: unknown): unknown {
  if (Array.isArray(data)) return data.map((item) => onlyEditorFields(fields, item));
  const known = new Map(fields.map((field) => [field.name, field]));
  return Object.fromEntries(
    Object.entries(data as Data).flatMap(([key, value]) => {
      const field = known.get(key);
      if (!field) return [];
      const sub = field['fields'] as CmsField[] | undefined;
      return [[key, sub ? onlyEditorFields(sub, value) : value]];
    }),
  );
}

const markdownCollections = ['blog', 'services', 'clinics'] as const;
const listCollections = ['testimonials', 'faq', 'process'] as const;

describe('the web editor’s fields agree with the schemas', () => {
  it('offers every collection and the settings', () => {
    const names = config.collections.map(({ name }) => name).sort();
    expect(names).toEqual([...Object.keys(contentSources), 'settings'].sort());
  });

  it.each(markdownCollections)('%s', (name) => {
    const fields = (collection(name).fields ?? []).filter((field) => field.name !== 'body');
    for (const entry of entriesOf(name)) {
      expect(fields.flatMap((field) => drift(schemaOf(name), entry, field))).toEqual([]);
      expect(schemaOf(name).safeParse(onlyEditorFields(fields, entry)).error?.issues ?? []).toEqual([]);
    }
  });

  it('pages: each page’s form has its own sections', () => {
    const files = collection('pages').files ?? [];
    const entries = readEntries(contentSources.pages.source);
    expect(files.map(({ file }) => file)).toEqual(entries.map(({ file }) => file));
    for (const [index, entry] of entries.entries()) {
      const fields = (files[index]?.fields ?? []).filter((field) => field.name !== 'body');
      const data = entry.data as Data;
      const schema = schemaOf('pages', entry.id);
      expect(fields.flatMap((field) => drift(schema, data, field))).toEqual([]);
      expect(schema.safeParse(onlyEditorFields(fields, data)).error?.issues ?? []).toEqual([]);
    }
  });

  it.each(listCollections)('%s: a list file edited as the list it is', (name) => {
    const [file] = collection(name).files ?? [];
    const [items] = file?.fields ?? [];
    expect(items).toMatchObject({ widget: 'list', root: true });
    const fields = (items?.['fields'] ?? []) as CmsField[];
    for (const entry of entriesOf(name)) {
      expect(fields.flatMap((field) => drift(schemaOf(name), entry, field))).toEqual([]);
      const written = { ...(onlyEditorFields(fields, entry) as Data), position: entry['position'] };
      expect(schemaOf(name).safeParse(written).error?.issues ?? []).toEqual([]);
    }
  });

  it.each(SETTINGS_FILE_NAMES)('settings: %s, one form a file, titled in her words', (name) => {
    const form = collection('settings').files?.find((file) => file.name === name);
    expect(form).toMatchObject({ file: settingsFile(name), label: SETTINGS_FILES[name] });
    const fields = form?.fields ?? [];
    const data = (parse(readFileSync(settingsFile(name), 'utf8')) ?? {}) as Data;
    expect(fields.flatMap((field) => drift(settingsSchemas[name], data, field))).toEqual([]);
    expect(settingsSchemas[name].safeParse(onlyEditorFields(fields, data)).error?.issues ?? []).toEqual([]);
  });

  it('shows FAQ categories as a drop-down of their names', () => {
    const [items] = collection('faq').files?.[0]?.fields ?? [];
    const category = (items?.['fields'] as CmsField[]).find((field) => field.name === 'category');
    expect(category).toMatchObject({ widget: 'select', dropdown_threshold: 0 });
    expect(category?.['options']).toEqual(Object.entries(FAQ_CATEGORIES).map(([value, label]) => ({ label, value })));
  });

  it('writes dates as YYYY-MM-DD and asks for a description next to a cover picture', () => {
    const fields = collection('blog').fields ?? [];
    const names = fields.map((field) => field.name);
    expect(fields.find((field) => field.name === 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' });
    expect(fields.find((field) => field.name === 'cover')).toMatchObject({ widget: 'image' });
    expect(names.indexOf('coverAlt')).toBe(names.indexOf('cover') + 1);
    expect(fields.at(-2)).toMatchObject({ name: 'body', widget: 'markdown' });
  });

  it('lists posts newest first, each with its date and a draft marked, with a filter for drafts', () => {
    const blog = collection('blog') as Collection & Data;
    const draft = (blog.fields ?? []).find((field) => field.name === 'draft');
    expect(draft).toMatchObject({ widget: 'boolean', label: 'Draft (not on the website)', default: false });
    expect(blog['summary']).toBe("{{title}} ({{date | date('D MMM YYYY')}}){{draft | ternary(' Draft', '')}}");
    expect(blog['sortable_fields']).toEqual({
      fields: ['date', 'title'],
      default: { field: 'date', direction: 'descending' },
    });
    expect(blog['view_filters']).toEqual([{ label: 'Drafts', field: 'draft', pattern: true }]);
  });
});
