import { type CollectionEntry, type CollectionKey, getCollection, getEntry } from 'astro:content';
import type { PageData } from '#/schemas/page.ts';
import { buildChain, sortByDate } from './blog-chain';
import { heldBackPosts } from './held-back';
import { inNamedOrder } from './named-order';
import { isDraft, shownEntries } from './published';
import { footerServiceLinks, homeCards, servicesCards } from './service-places';

/** A page's copy, with the sections of that page. */
export type PageEntry<Id extends string = string> = CollectionEntry<'pages'> & { data: PageData<Id> };

const inListOrder = <T extends { data: { position: number } }>(entries: T[]) =>
  entries.sort((a, b) => a.data.position - b.data.position);

const where = (entry: { id: string; filePath?: string | undefined }, collection: string) =>
  entry.filePath ?? `${collection}/${entry.id}`;

/** The copy of one page (src/content/pages/<id>.md); a missing file fails the build. */
export async function getPage<Id extends string>(id: Id): Promise<PageEntry<Id>> {
  const page = await getEntry('pages', id);
  if (!page) throw new Error(`Missing page copy: create src/content/pages/${id}.md`);
  // Astro checked the file with this page's own schema (its `page` is its id: src/content.config.ts).
  return page as PageEntry<Id>;
}

/** Resolves a reference, failing the build with the file and field when the id is unknown. */
async function resolve<C extends CollectionKey>(
  ref: { collection: C; id: string },
  owner: { id: string; filePath?: string | undefined },
  field: string,
): Promise<CollectionEntry<C>> {
  const entry = (await getEntry(ref.collection, ref.id)) as CollectionEntry<C> | undefined;
  if (!entry) {
    throw new Error(`${where(owner, field)}: field "${field}" names unknown ${ref.collection} id "${ref.id}"`);
  }
  return entry;
}

const ids = (references: { id: string }[]) => references.map(({ id }) => id);
const published = (entry: { data: { draft?: boolean | undefined } }) => !isDraft(entry);
const byId = (entry: { id: string }) => entry.id;

/** The services in the /services tab strip's order (src/content/pages/services.md). */
export async function getServices() {
  const [services, page] = await Promise.all([getCollection('services', published), getPage('services')]);
  return inNamedOrder(services, byId, ids(page.data.services));
}

/** The clinics in their page's order (src/content/pages/clinics.md). */
export async function getClinics() {
  const [clinics, page] = await Promise.all([getCollection('clinics', published), getPage('clinics')]);
  return inNamedOrder(clinics, byId, ids(page.data.clinics));
}
export const getTestimonials = async () => inListOrder(await getCollection('testimonials'));
export const getProcessSteps = async () =>
  (await getCollection('process')).sort((a, b) => a.data.number - b.data.number);
export const getFaqs = async () => inListOrder(await getCollection('faq'));

/** The crisis helplines an entry names (its `helplines:` list), in the order it names them. */
export const getHelplines = (entry: {
  id: string;
  filePath?: string | undefined;
  data: { helplines?: { collection: 'helplines'; id: string }[] | undefined };
}) => Promise.all((entry.data.helplines ?? []).map(async (ref) => (await resolve(ref, entry, 'helplines')).data));

export async function getHomeServiceCards() {
  const [services, home] = await Promise.all([getCollection('services', published), getPage('home')]);
  return homeCards(services, ids(home.data.serviceCards));
}

export async function getServicesCards() {
  const [services, page] = await Promise.all([getCollection('services', published), getPage('services')]);
  return servicesCards(services, page.data.cards);
}

export async function getFooterServiceLinks() {
  const [services, page] = await Promise.all([getCollection('services', published), getPage('services')]);
  return footerServiceLinks(services, ids(page.data.footerLinks));
}

export const getClinicFor = (entry: {
  id: string;
  filePath?: string | undefined;
  data: { clinic?: { collection: 'clinics'; id: string } | undefined };
}) => (entry.data.clinic ? resolve(entry.data.clinic, entry, 'clinic').then(unlessDraft) : Promise.resolve(undefined));

/** A clinic switched off as a draft is not there for the entries that name it. */
const unlessDraft = <E extends { data: { draft?: boolean | undefined } }>(entry: E) =>
  isDraft(entry) ? undefined : entry;

/**
 * The published posts (drafts and future dates left out; all under `astro dev`), newest first,
 * each with its previous (older) and next (newer) neighbour.
 */
export async function getPosts() {
  const heldBack = heldBackPosts();
  const posts = shownEntries(await getCollection('blog', (post) => !heldBack.has(post.id)));
  const chain = buildChain(posts.map((post) => ({ id: post.id, date: post.data.date })));
  const bySlug = new Map(posts.map((post) => [post.id, post]));
  const neighbour = (id: string | undefined) => (id ? bySlug.get(id) : undefined);
  return sortByDate(posts.map((post) => ({ id: post.id, date: post.data.date, post })))
    .reverse()
    .map(({ post }) => ({
      post,
      previous: neighbour(chain.get(post.id)?.previous),
      next: neighbour(chain.get(post.id)?.next),
    }));
}
