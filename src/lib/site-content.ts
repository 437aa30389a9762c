import type { CollectionEntry } from 'astro:content';
import type { Settings } from '#/config/settings-schema.ts';
import type { PageData } from '#/schemas/page.ts';
import { inNamedOrder } from '#/lib/named-order.ts';
import { isDraft } from '#/lib/published.ts';

/** The build's (getCollection) and the editor's alike. */
export interface Entry<C extends 'services' | 'clinics' | 'blog'> {
  id: string;
  data: CollectionEntry<C>['data'];
}

/** Astro's content layer when built (src/lib/content.ts), the editor's entries in its preview (site-data.ts). */
export interface SiteContent {
  settings: Settings;
  pages: Record<string, unknown>;
  services: Entry<'services'>[];
  clinics: Entry<'clinics'>[];
  /** In their files' order. */
  testimonials: CollectionEntry<'testimonials'>['data'][];
  steps: CollectionEntry<'process'>['data'][];
  faqs: CollectionEntry<'faq'>['data'][];
  helplines: CollectionEntry<'helplines'>['data'][];
}

/** The editor's may be half-typed: it is read as if whole. */
export const pageData = <Id extends string>(_id: Id, data: unknown) => (data ?? {}) as PageData<Id>;

export const pageOf = <Id extends string>(content: Pick<SiteContent, 'pages'>, id: Id) =>
  pageData(id, content.pages[id]);

/** References as the build holds them, or file names as the editor does. */
export const namesOf = (list: readonly (string | { id: string })[] | undefined) =>
  (list ?? []).map((name) => (typeof name === 'string' ? name : name.id));

/** The content check refuses an unknown one. */
export const namedHelplines = (
  named: readonly (string | { id: string })[] | undefined,
  helplines: SiteContent['helplines'],
) => namesOf(named).flatMap((id) => helplines.filter((line) => line.id === id));

export const live = <E extends { data: { draft?: boolean | undefined } }>(entries: readonly E[]) =>
  entries.filter((entry) => !isDraft(entry));

export const inPageOrder = <E extends { id: string; data: { draft?: boolean | undefined } }>(
  entries: readonly E[],
  order: readonly (string | { id: string })[] | undefined,
) => inNamedOrder(live(entries), (entry) => entry.id, namesOf(order));
