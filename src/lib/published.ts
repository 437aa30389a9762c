import { siteToday } from '#/config/days.ts';

/** One rule for every collection with `draft` (posts, clinics and services). */
export interface Publishable {
  data: { draft?: boolean | undefined; date?: Date | undefined };
}

/** Kept but never published: no page, link, card or mention of it. */
export const isDraft = (entry: { data: { draft?: boolean | undefined } }) => entry.data.draft === true;

export const isPublished = (entry: Publishable, now: Date): boolean =>
  !isDraft(entry) && (!entry.data.date || entry.data.date.getTime() <= now.getTime());

/** Every one under `astro dev`, so she sees a draft or a scheduled post as it will look. */
export const shownEntries = <T extends Publishable>(entries: readonly T[], now = siteToday()): T[] =>
  import.meta.env.DEV ? [...entries] : entries.filter((entry) => isPublished(entry, now));
