import { useEffect, useState } from 'react';
import type { Settings } from '#/config/settings-schema.ts';
import { switchedOff, tokensOf, unsetTokensOf, withoutSentencesNaming } from '#/config/fill-ins.ts';
import { ukDay } from '#/config/days.ts';
import { inForce } from '#/config/in-force.ts';
import { shownPostcode } from '#/config/postcode.ts';
import { lapsedNames } from '#/lib/credentials.ts';
import { sitePages } from '#/content-check/text-rules.ts';
import { paths } from '#/config/paths.ts';
import { isPublished } from '#/lib/published.ts';
import type { Entry, SiteContent } from '#/lib/site-content.ts';
import { shownCopy } from '#/schemas/copy-text.ts';
import {
  dayOf,
  entriesOf,
  entryKey,
  fieldsOf,
  listOf,
  shownFields,
  type EntryData,
  type PreviewProps,
} from '#/editor/preview/entry.ts';

export interface SiteData {
  /** {tokens} filled, for the pages' props. */
  content: SiteContent;
  settings: Settings;
  tokens: Readonly<Record<string, string>>;
  unsetTokens: readonly string[];
  /** Credentials whose "valid until" day has come, by the words that name them. */
  lapsedNames: readonly string[];
  /** Their dates as dates, texts as the site shows them. */
  posts: Entry<'blog'>[];
  /** The content check's list: the published posts', not the others'. */
  paths: string[];
  /** Her site's address: a link to it is a link to one of its pages. */
  siteUrl: string;
  /** The content check's `unpublished`: drafts and posts dated later. */
  unpublished: string[];
}

const asPost = ({ slug, data }: EntryData) =>
  ({ id: slug, data: { ...data, date: dayOf(data['date']) } }) as unknown as Entry<'blog'>;

/** As src/lib/published.ts; a post without a whole date is not. */
const published = (post: EntryData, now: Date) => {
  const { data } = asPost(post);
  return !Number.isNaN(data.date.getTime()) && isPublished({ data }, now);
};

/** She may be half-way through typing: a missing detail leaves its token as written. */
function whileTyping<T>(read: () => T, fallback: NoInfer<T>): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

const entries = <C extends 'services' | 'clinics'>(read: EntryData[] | undefined) =>
  (read ?? []).map(({ slug, data }) => ({ id: slug, data })) as unknown as Entry<C>[];

/** A date she is still typing is none. */
function day(written: unknown): Date | undefined {
  const date = dayOf(written);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A list she has emptied, which the editor leaves out, is an empty list; her dates and her postcode, as the schema
 * reads them.
 */
function withListsAndDays(settings: Settings): Settings {
  const written = settings.credentials as Partial<Settings['credentials']> | undefined;
  const { availability, address } = settings;
  return {
    ...settings,
    ...(typeof address?.postcode === 'string' && {
      address: { ...address, postcode: shownPostcode(address.postcode) },
    }),
    credentials: {
      ...written,
      qualifications: written?.qualifications ?? [],
      memberships: (written?.memberships ?? []).map((body) => ({ ...body, validUntil: day(body.validUntil) })),
      dbsValidUntil: day(written?.dbsValidUntil),
      insuranceValidUntil: day(written?.insuranceValidUntil),
    },
    ...(availability && { availability: { ...availability, awayUntil: day(availability.awayUntil) } }),
  };
}

/** As the build's reader does (src/lib/entries.ts): written for an age group her answers leave out, a draft. */
const withAnswers = (settings: Settings, collections: Record<string, EntryData[]>): Record<string, EntryData[]> =>
  Object.fromEntries(
    Object.entries(collections).map(([name, read]) => [
      name,
      read.map((entry) =>
        whileTyping(() => switchedOff(entry.data, settings), false)
          ? { ...entry, data: { ...entry.data, draft: true } }
          : entry,
      ),
    ]),
  );

export function siteDataOf(written: Settings, asWritten: Record<string, EntryData[]>): SiteData {
  const now = ukDay();
  const dated = withListsAndDays(written);
  const settings = inForce(dated, now);
  const collections = withAnswers(settings, asWritten);
  const ids = (name: string) => (collections[name] ?? []).map((entry) => entry.slug);
  const posts = collections['blog'] ?? [];
  const postIds = (shown: boolean) => posts.filter((post) => published(post, now) === shown).map(({ slug }) => slug);
  const clinics = entries<'clinics'>(collections['clinics']);
  const tokens = whileTyping(() => tokensOf(settings, clinics), {});
  const unsetTokens = whileTyping(() => unsetTokensOf(settings, clinics), []);
  const lapsed = whileTyping(() => lapsedNames(dated, now), []);
  // A text her answers rule out whole is none, as the build's section headings are (src/schemas/text.ts).
  const shownText = (text: string) =>
    withoutSentencesNaming(text, unsetTokens).trim() === '' ? '' : shownCopy(text, tokens, unsetTokens, lapsed).text;
  const show = <T>(value: T) => shownFields(value, shownText);
  const content: SiteContent = {
    settings,
    pages: Object.fromEntries((collections['pages'] ?? []).map(({ slug, data }) => [slug, data])),
    services: entries(collections['services']),
    clinics,
    faqs: listOf(collections['faq']?.[0]?.data),
    testimonials: listOf(collections['testimonials']?.[0]?.data),
    steps: listOf(collections['process']?.[0]?.data),
    helplines: listOf(collections['helplines']?.[0]?.data),
  };
  const shown = show(content);
  return {
    // As the build's (src/lib/content.ts): a question her answers rule out goes with its answer.
    content: { ...shown, faqs: shown.faqs.filter(({ question }) => question !== '') },
    settings,
    tokens,
    unsetTokens,
    lapsedNames: lapsed,
    posts: show(posts.filter((post) => published(post, now))).map(asPost),
    paths: sitePages({ pages: ids('pages'), services: ids('services'), clinics: ids('clinics'), blog: postIds(true) }),
    siteUrl: settings.siteUrl,
    unpublished: postIds(false).map(paths.post),
  };
}

const COLLECTIONS = ['settings', 'helplines', 'services', 'clinics', 'blog', 'pages', 'faq', 'testimonials', 'process'];

function withTyped(collections: Record<string, EntryData[]>, props: PreviewProps): Record<string, EntryData[]> {
  const name = entryKey(props, 'collection');
  const entries = collections[name];
  if (!entries) return collections;
  const typed: EntryData = { slug: entryKey(props, 'slug'), data: fieldsOf<Record<string, unknown>>(props.entry) };
  const saved = entries.some(({ slug }) => slug === typed.slug);
  return {
    ...collections,
    [name]: saved ? entries.map((entry) => (entry.slug === typed.slug ? typed : entry)) : [...entries, typed],
  };
}

/** Undefined until read. */
export function useSiteData(props: PreviewProps): SiteData | undefined {
  const [collections, setCollections] = useState<Record<string, EntryData[]>>();
  const { getCollection } = props;
  useEffect(() => {
    let current = true;
    Promise.all(COLLECTIONS.map(async (name) => [name, await entriesOf({ getCollection } as PreviewProps, name)]))
      .then((read) => current && setCollections(Object.fromEntries(read) as Record<string, EntryData[]>))
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [getCollection]);
  if (!collections) return undefined;
  const site = withTyped(collections, props);
  // One form a settings file: the site reads them merged, as siteSettings() does.
  const settings = Object.assign({}, ...(site['settings'] ?? []).map(({ data }) => data)) as unknown as Settings;
  return siteDataOf(settings, site);
}
