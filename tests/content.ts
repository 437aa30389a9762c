/**
 * The content as the owner wrote it, for tests to derive what pages must show (ids, counts,
 * order), so that her edits change the expectations instead of breaking the tests.
 */
import { readEntries } from '~/content-check/entries';
import { sortByDate } from '~/lib/blog-chain';
import { contentSources, type CollectionName } from '~/schemas/collections';

type Fields = Record<string, unknown>;

/** A collection's entries in file order: id and raw fields ({tokens} unfilled). */
export const entries = (collection: CollectionName) =>
  readEntries(contentSources[collection].source).map((entry) => ({ id: entry.id, data: entry.data as Fields }));

const byOrder = (collection: CollectionName) =>
  entries(collection).sort((a, b) => Number(a.data['order']) - Number(b.data['order']));

export const clinicIds = byOrder('clinics').map(({ id }) => id);
export const serviceSlugs = byOrder('services').map(({ id }) => id);
/** Oldest first: the order of the blog's previous/next chain. */
export const postSlugs = sortByDate(entries('blog').map(({ id, data }) => ({ id, date: String(data['date']) }))).map(
  ({ id }) => id,
);
export const testimonials = entries('testimonials').map(({ data }) => data);
export const homeFaqs = entries('faq').filter(({ data }) => data['category'] === 'home');
export const homeServiceCards = entries('homeServiceCards').map(({ data }) => data);
export const processTitles = entries('process')
  .sort((a, b) => Number(a.data['number']) - Number(b.data['number']))
  .map(({ data }) => String(data['title']));
