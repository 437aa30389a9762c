/** Checked with the collections' own schemas. */
import { dirname, resolve } from 'node:path';
import { z } from 'astro/zod';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { ContentProblems, type Problem } from '#/config/problems/problem.ts';
import { zodProblems } from '#/config/problems/zod-problems.ts';
import { contentSources, type CollectionName } from '#/schemas/collections.ts';
import type { SchemaTools } from '#/schemas/tools.ts';
import { pageIds } from '#/schemas/page-files.ts';
import { bodyProblems, type BodySite } from '#/content-check/body.ts';
import { cardHeadingsMissing, duplicateCardAnchors } from '#/content-check/card-anchors.ts';
import { readEntries, type SourceEntry } from '#/lib/entries.ts';
import { imageProblem } from '#/content-check/images.ts';
import { longValueProblems } from '#/content-check/limits.ts';
import { fieldMarkupProblems, settingsMarkupProblems } from '#/content-check/markup.ts';
import { portraitProblems } from '#/content-check/portrait.ts';
import { slugProblems } from '#/content-check/post-slugs.ts';
import { sitePages } from '#/content-check/text-rules.ts';
import { paths } from '#/config/paths.ts';
import { siteSettings } from '#/config/site.ts';
import { heldBackByAnswers } from '#/config/fill-ins.ts';
import { entryPage } from '#/lib/own-pages.ts';
import { isPublished } from '#/lib/published.ts';
import { isoDate } from '#/schemas/text.ts';
import { siteToday } from '#/config/days.ts';

type Entries = Record<CollectionName, SourceEntry[]>;

export async function contentProblems(): Promise<Problem[]> {
  const entries = readAll();
  const site = siteFacts(entries);
  const problems: Problem[] = [
    ...duplicateCardAnchors(entries.services),
    ...cardHeadingsMissing(entries.services),
    ...slugProblems(entries),
    ...settingsMarkupProblems(),
    ...(await portraitProblems()),
  ];
  for (const [collection, list] of Object.entries(entries) as [CollectionName, SourceEntry[]][]) {
    problems.push(...duplicateIds(list));
    for (const entry of list) problems.push(...(await entryProblems(collection, entry, site)));
  }
  return problems;
}

/** The site's pages online, and its address: what a link in the text may go to (the web editor's form checks too). */
export const linkSite = () => {
  const { linkable, siteUrl } = siteFacts(readAll());
  return { linkable, siteUrl };
};

/** Read once for every entry. `linkable`: the site's pages online. */
function siteFacts(entries: Entries) {
  // Her answers hold these back as the site holds back an unconfirmed article: a link to one keeps only its words.
  const heldBack = entries.blog
    .filter(({ data }) => heldBackByAnswers(data as { forAges?: unknown }, siteSettings()))
    .map(({ id }) => id);
  const unpublished = unpublishedPosts(entries.blog).filter((id) => !heldBack.includes(id));
  const ids = (collection: CollectionName) => entries[collection].map(({ id }) => id);
  const pages = pageIds();
  const { tokens, unset } = settingsFillIns();
  return {
    entries,
    unpublished,
    unpublishedPaths: unpublished.map(paths.post),
    linkable: sitePages({
      pages,
      services: ids('services'),
      clinics: ids('clinics'),
      blog: ids('blog').filter((id) => !unpublished.includes(id)),
    }),
    tokens: Object.keys(tokens),
    unset,
    pages,
    siteUrl: siteSettings().siteUrl,
  };
}

async function entryProblems(
  collection: CollectionName,
  entry: SourceEntry,
  site: ReturnType<typeof siteFacts>,
): Promise<Problem[]> {
  // A value too long is told alone: the other checks would only slow down on it.
  const tooLong = longValueProblems(entry);
  if (tooLong.length > 0) return tooLong;
  const schema = contentSources[collection].schema(standIns(entry, site.entries, site.pages), entry.id);
  const result = await schema.safeParseAsync(entry.data);
  return [
    ...(result.success ? [] : zodProblems(result.error.issues, entry.yaml, entry.file, entry.at)),
    ...fieldMarkupProblems(entry),
    ...(entry.body ? await bodyProblems(entry.file, entry.body, bodySite(collection, entry, site)) : []),
  ];
}

/** A draft (a clinic or service switched off too) may link to a post that is not published: neither is online. */
function bodySite(collection: CollectionName, { id, data }: SourceEntry, site: ReturnType<typeof siteFacts>): BodySite {
  const draft =
    (collection === 'blog' && site.unpublished.includes(id)) || (data as { draft?: unknown } | null)?.draft === true;
  const page = collection in entryPage ? entryPage[collection as keyof typeof entryPage](id) : paths.home;
  return {
    tokens: site.tokens,
    unset: site.unset,
    links: {
      siteUrl: site.siteUrl,
      page,
      pages: draft ? [...site.linkable, ...site.unpublishedPaths] : site.linkable,
      unpublished: draft ? [] : site.unpublishedPaths,
    },
  };
}

function readAll(): Entries {
  const problems: Problem[] = [];
  const entries = {} as Entries;
  for (const collection of Object.keys(contentSources) as CollectionName[]) {
    try {
      entries[collection] = readEntries(contentSources[collection].source);
    } catch (error) {
      if (!(error instanceof ContentProblems)) throw error;
      problems.push(...error.problems);
      entries[collection] = [];
    }
  }
  if (problems.length > 0) throw new ContentProblems(problems);
  return entries;
}

/** Astro's image() and reference() as checks that name the picture file or the unknown id. */
function standIns(entry: SourceEntry, entries: Entries, pages: string[]): SchemaTools {
  const image = () =>
    z.string().superRefine(async (written, context) => {
      const problem = await imageProblem(resolve(dirname(entry.file), written));
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
  const reference = (collection: CollectionName) => {
    const ids = entries[collection].map(({ id }) => id);
    return z
      .string()
      .refine((id) => ids.includes(id), `is not one of the ${collection}. Use one of: ${ids.join(', ')}.`);
  };
  return { image, reference, fillIns: settingsFillIns(), pages } as unknown as SchemaTools;
}

/** As src/lib/published.ts: drafts and those dated after today. */
function unpublishedPosts(posts: SourceEntry[], now = siteToday()): string[] {
  return posts
    .filter(({ data }) => {
      const { draft, date } = data as { draft?: unknown; date?: unknown };
      const day = isoDate.safeParse(date);
      return day.success && !isPublished({ data: { draft: draft === true, date: day.data } }, now);
    })
    .map(({ id }) => id);
}

function duplicateIds(list: SourceEntry[]): Problem[] {
  const seen = new Map<string, SourceEntry>();
  return list.flatMap((entry) => {
    const first = seen.get(entry.id);
    seen.set(entry.id, first ?? entry);
    if (!first) return [];
    if (entry.body) {
      return [{ file: entry.file, message: `has the same web address as ${first.file}. Rename one of the two files.` }];
    }
    const line = entry.yaml.lineOf([...entry.at, 'id']);
    const firstLine = first.yaml.lineOf([...first.at, 'id']);
    const message = `"${entry.id}" is used twice (also on line ${firstLine}). Give each item its own id.`;
    return [{ file: entry.file, line, field: 'id', message }];
  });
}
