/** What Sveltia CMS hands a preview template, read as plain data (uploaded pictures are blob: URLs until saved). */
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { settingsFile } from '#/config/settings-files.ts';

export type PreviewProps = CustomPreviewTemplateProps;

interface PlainMap {
  toJS(): unknown;
  get(key: string): unknown;
}

export const entryKey = (props: Pick<PreviewProps, 'entry'>, key: 'slug' | 'path' | 'collection'): string =>
  String((props.entry as unknown as PlainMap).get(key) ?? '');

/** Front matter and, as `body`, a Markdown file's text. */
export const fieldsOf = <T>(entry: unknown): Partial<T> =>
  ((entry as PlainMap | undefined)?.get('data') as PlainMap | undefined)?.toJS() ?? {};

/** A list file (FAQ, testimonials...) is one entry whose fields are the list. */
export const listOf = <T>(fields: unknown): T[] => {
  if (Array.isArray(fields)) return fields as T[];
  const items = (fields as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
};

export interface EntryData {
  slug: string;
  data: Record<string, unknown>;
}

export async function entriesOf(props: PreviewProps, collection: string): Promise<EntryData[]> {
  const entries = await props.getCollection(collection);
  return (Array.isArray(entries) ? entries : [entries]).map((entry) => ({
    slug: String((entry as unknown as PlainMap).get('slug') ?? ''),
    data: fieldsOf<Record<string, unknown>>(entry) as Record<string, unknown>,
  }));
}

export const pictureUrl = (props: PreviewProps, path: string | undefined) =>
  path ? props.getAsset(path)?.url : undefined;

/** Her settings name it relative to their own file; the other forms by its place in the repository. */
export const portraitUrl = (picture: (path: string) => string | undefined, image: string) =>
  picture(image) ?? picture(new URL(image, `file:///${settingsFile('practice')}`).pathname);

/** That calendar day, in UTC, as the schema reads it. */
export function dayOf(written: unknown): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(written ?? ''));
  if (!match) return new Date(Number.NaN);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

export function shownFields<T>(value: T, show: (text: string) => string): T {
  if (typeof value === 'string') return show(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => shownFields(item, show)) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shownFields(item, show)])) as T;
}
