import { type CollectionEntry, getCollection, getEntry } from 'astro:content';
import heldBack from 'virtual:go-live/held-back';
import { siteSettings } from '#/config/site.ts';
import type { PageData } from '#/schemas/page.ts';
import { sortByDate } from '#/lib/blog-chain.ts';
import { shownEntries } from '#/lib/published.ts';
import { inPageOrder, type SiteContent } from '#/lib/site-content.ts';

export type PageEntry<Id extends string = string> = CollectionEntry<'pages'> & { data: PageData<Id> };

/** A missing file fails the build. */
export async function getPage<Id extends string>(id: Id): Promise<PageEntry<Id>> {
  const page = await getEntry('pages', id);
  if (!page) throw new Error(`Missing page copy: create src/content/pages/${id}.md`);
  // Astro checked the file with this page's own schema (its `page` is its id: src/content.config.ts).
  return page as PageEntry<Id>;
}

export async function getSiteContent(): Promise<SiteContent> {
  const [pages, services, clinics, testimonials, steps, faqs, helplines] = await Promise.all([
    getCollection('pages'),
    getCollection('services'),
    getCollection('clinics'),
    getCollection('testimonials'),
    getCollection('process'),
    getCollection('faq'),
    getCollection('helplines'),
  ]);
  const inFileOrder = <D extends { position: number }>(entries: { data: D }[]) =>
    entries.map(({ data }) => data).sort((a, b) => a.position - b.position);
  return {
    settings: siteSettings(),
    pages: Object.fromEntries(pages.map(({ id, data }) => [id, data])),
    services,
    clinics,
    testimonials: inFileOrder(testimonials),
    steps: inFileOrder(steps),
    faqs: inFileOrder(faqs).filter(({ question }) => question !== ''),
    helplines: inFileOrder(helplines),
  };
}

/** In their pages' orders. */
export const getServices = async () =>
  inPageOrder(await getCollection('services'), (await getPage('services')).data.services);
export const getClinics = async () =>
  inPageOrder(await getCollection('clinics'), (await getPage('clinics')).data.clinics);

/** Drafts, future dates (all under `astro dev`) and the articles `build:live` holds back left out, newest first. */
export async function getPosts() {
  const posts = shownEntries(await getCollection('blog', (post) => !heldBack.includes(post.id)));
  return sortByDate(posts.map((post) => ({ id: post.id, date: post.data.date, post })))
    .reverse()
    .map(({ post }) => post);
}
