/**
 * The content as the owner wrote it, for tests to derive what pages must show (ids, counts,
 * order), so that her edits change the expectations instead of breaking the tests.
 * Relative imports with .ts extensions: the benchmark runs this under Node, without Vite.
 */
import { z } from 'astro/zod';
import { LINK_ORDER, type LinkList } from '#/lib/nav-links.ts';
import { readEntries } from '#/lib/entries.ts';
import { paths } from '#/config/paths.ts';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { contentSources, type CollectionName } from '#/schemas/collections.ts';
import { serviceSchema } from '#/schemas/service.ts';
import { textSchemas } from '#/schemas/text.ts';

type Fields = Record<string, unknown>;

/** A collection's entries in file order: id and raw fields ({tokens} unfilled). */
export const entries = (collection: CollectionName) =>
  readEntries(contentSources[collection].source).map((entry) => ({ id: entry.id, data: entry.data as Fields }));

/**
 * A list's order as the copy of the page that shows it names it (src/schemas/page.ts). Read here
 * on its own, not through the site's code (src/lib/named-order.ts), so that a mistake there shows.
 */
const namedOrder = (page: string, list: string) =>
  (readEntries(contentSources.pages.source).find((entry) => entry.id === page)?.data as Fields)[list] as string[];

/** Items by the place the list names them at; the content names every one (the unit tests cover the rest). */
function inNamed<T>(items: T[], nameOf: (item: T) => string, order: string[]): T[] {
  const unnamed = items.filter((item) => !order.includes(nameOf(item)));
  if (unnamed.length > 0)
    throw new Error(`The ${order.join(', ')} list does not name ${unnamed.map(nameOf).join(', ')}`);
  return order.flatMap((name) => items.filter((item) => nameOf(item) === name));
}

const inOrderOf = (collection: CollectionName, page: string, list: string) =>
  inNamed(entries(collection), ({ id }) => id, namedOrder(page, list));

export const clinicIds = inOrderOf('clinics', 'clinics', 'clinics').map(({ id }) => id);
export const serviceSlugs = inOrderOf('services', 'services', 'services').map(({ id }) => id);
/** The home page's quotes: those not kept off it. */
export const testimonials = entries('testimonials')
  .map(({ data }) => data)
  .filter((quote) => quote['home'] !== false);
/** The quote a service's page shows: the first whose topic is that service. */
export const topicQuote = (service: string) =>
  entries('testimonials').find(({ data }) => data['topic'] === service)?.data;
export const homeFaqs = entries('faq').filter(({ data }) => data['category'] === 'home');
export const processTitles = entries('process')
  .sort((a, b) => Number(a.data['number']) - Number(b.data['number']))
  .map(({ data }) => String(data['title']));

/** A text field as pages show it: {tokens} filled, apostrophes typographic. */
const { text } = textSchemas(settingsFillIns());
export const shown = (value: unknown) => text.parse(value);

/** The headings a page shows below its title: its sections' and its text's (## and ###), tokens filled. */
export function pageHeadings(id: string): string[] {
  const page = readEntries(contentSources.pages.source).find((entry) => entry.id === id);
  const sections = Object.values((page?.data as { sections?: Record<string, { heading: string }> }).sections ?? {});
  const inText = [...(page?.body?.text ?? '').matchAll(/^#{2,3} (.+)$/gm)].map((match) => match[1] ?? '');
  const headings = [...sections.map((section) => section.heading), ...inText].map(shown);
  if (headings.length === 0) throw new Error(`No headings found for the page ${id}`);
  return headings;
}

/** The services as the build reads them (text as shown), in tab-strip order. */
export const services = inOrderOf('services', 'services', 'services').map(({ id, data }) => ({
  id,
  data: serviceSchema({ reference: () => z.string(), fillIns: settingsFillIns() } as never).parse(data),
}));
export const homeServiceCards = inNamed(
  services.flatMap(({ id, data }) => (data.homeCard ? [{ ...data.homeCard, slug: id }] : [])),
  (card) => card.slug,
  namedOrder('home', 'serviceCards'),
);
export const servicesPageCards = inNamed(
  services.flatMap(({ id, data }) => (data.servicesCards ?? []).map((card) => ({ ...card, slug: id }))),
  (card) => card.anchor,
  namedOrder('services', 'cards'),
);
export const footerServices = inNamed(
  services.flatMap(({ id, data }) => (data.footerLink ? [{ ...data.footerLink, slug: id }] : [])),
  (link) => link.slug,
  namedOrder('services', 'footerLinks'),
).map(({ slug, label }) => ({ href: `/services/${slug}`, label }));

/**
 * The [href, words] of the links a list shows, read from the pages' own copy (each page's
 * `navigation` words), in the list's order (pages it does not name last, by name), not through
 * the code that makes them.
 */
export function navLinks(list: LinkList): string[][] {
  const linked = entries('pages').flatMap(({ id, data }) => {
    const words = (data['navigation'] as Partial<Record<LinkList, string>> | undefined)?.[list];
    return words ? [{ id, words }] : [];
  });
  const place = (id: string) => (LINK_ORDER[list].includes(id) ? LINK_ORDER[list].indexOf(id) : Infinity);
  return linked
    .sort((a, b) => place(a.id) - place(b.id) || a.id.localeCompare(b.id))
    .map(({ id, words }) => [id === 'home' ? paths.home : `/${id}`, shown(words)]);
}
