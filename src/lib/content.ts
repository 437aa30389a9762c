import { type CollectionEntry, type CollectionKey, getCollection, getEntry } from 'astro:content';
import type { PageData, PageId } from '~/schemas/page';
import { buildChain, sortByDate } from './blog-chain';
import { footerServiceLinks, homeCards, servicesCards } from './service-places';

/** A page's copy, with the sections of that page. */
export type PageEntry<Id extends PageId = PageId> = CollectionEntry<'pages'> & { data: PageData<Id> };

const byOrder = <T extends { data: { order: number } }>(entries: T[]) =>
  entries.sort((a, b) => a.data.order - b.data.order);

const inListOrder = <T extends { data: { position: number } }>(entries: T[]) =>
  entries.sort((a, b) => a.data.position - b.data.position);

const where = (entry: { id: string; filePath?: string | undefined }, collection: string) =>
  entry.filePath ?? `${collection}/${entry.id}`;

/** The copy of one page (src/content/pages/<id>.md); a missing file fails the build. */
export async function getPage<Id extends PageId>(id: Id): Promise<PageEntry<Id>> {
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

export const getServices = async () => byOrder(await getCollection('services'));
export const getClinics = async () => byOrder(await getCollection('clinics'));
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

export const getHomeServiceCards = async () => homeCards(await getCollection('services'));
export const getServicesCards = async () => servicesCards(await getCollection('services'));
export const getFooterServiceLinks = async () => footerServiceLinks(await getCollection('services'));

export const getClinicFor = (entry: {
  id: string;
  filePath?: string | undefined;
  data: { clinic?: { collection: 'clinics'; id: string } | undefined };
}) => (entry.data.clinic ? resolve(entry.data.clinic, entry, 'clinic') : Promise.resolve(undefined));

/** All posts, newest first, each with its previous (older) and next (newer) neighbour. */
export async function getPosts() {
  const posts = await getCollection('blog');
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
