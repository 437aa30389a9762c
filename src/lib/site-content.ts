import type { CollectionEntry } from 'astro:content';
import type { Settings } from '#/config/settings-schema.ts';
import type { PageData } from '#/schemas/page.ts';
import { inNamedOrder } from './named-order';
import { isDraft } from './published';

/** An entry by its file name: the build's (getCollection) and the editor's alike. */
export interface Entry<C extends 'services' | 'clinics' | 'blog'> {
  id: string;
  data: CollectionEntry<C>['data'];
}

/**
 * The site's content as plain data, whatever holds it: Astro's content layer when the site is built
 * (src/lib/content.ts), the editor's current entries in its preview (src/editor/preview/site-data.ts).
 * Each page's props are made from it, once, by the function beside the page's component.
 */
export interface SiteContent {
  settings: Settings;
  /** Each page file's data, by its name. */
  pages: Record<string, unknown>;
  services: Entry<'services'>[];
  clinics: Entry<'clinics'>[];
  /** The list files' items, in their files' order. */
  testimonials: CollectionEntry<'testimonials'>['data'][];
  steps: CollectionEntry<'process'>['data'][];
  faqs: CollectionEntry<'faq'>['data'][];
  helplines: CollectionEntry<'helplines'>['data'][];
}

/** Page data as its schema gives it (the editor's may be half-typed: it is read as if whole). */
export const pageData = <Id extends string>(_id: Id, data: unknown) => (data ?? {}) as PageData<Id>;

/** A page file's data, by its name. */
export const pageOf = <Id extends string>(content: Pick<SiteContent, 'pages'>, id: Id) =>
  pageData(id, content.pages[id]);

/** A list of names as the build holds it (references) or the editor does (file names). */
export const namesOf = (list: readonly (string | { id: string })[] | undefined) =>
  (list ?? []).map((name) => (typeof name === 'string' ? name : name.id));

/** The crisis helplines a page names (its `helplines:` list), in its order; the content check refuses an unknown one. */
export const namedHelplines = (
  named: readonly (string | { id: string })[] | undefined,
  helplines: SiteContent['helplines'],
) => namesOf(named).flatMap((id) => helplines.filter((line) => line.id === id));

/** The entries not switched off as drafts. */
export const live = <E extends { data: { draft?: boolean | undefined } }>(entries: readonly E[]) =>
  entries.filter((entry) => !isDraft(entry));

/** The published entries in the order a page's list names them. */
export const inPageOrder = <E extends { id: string; data: { draft?: boolean | undefined } }>(
  entries: readonly E[],
  order: readonly (string | { id: string })[] | undefined,
) => inNamedOrder(live(entries), (entry) => entry.id, namesOf(order));
