import { parseIsoDate } from './dates';

interface Dated {
  id: string;
  date: string;
}

export interface ChainLinks {
  previous?: string;
  next?: string;
}

/** Oldest first; posts without a valid date go last, in id order. */
export function sortByDate<T extends Dated>(posts: readonly T[]): T[] {
  const time = (post: T) => parseIsoDate(post.date)?.getTime() ?? Number.POSITIVE_INFINITY;
  return [...posts].sort((a, b) => time(a) - time(b) || a.id.localeCompare(b.id));
}

/** Previous (older) and next (newer) post for every post, derived from the dates. */
export function buildChain(posts: readonly Dated[]): Map<string, ChainLinks> {
  const ordered = sortByDate(posts);
  return new Map(
    ordered.map((post, index) => {
      const links: ChainLinks = {};
      const previous = ordered[index - 1];
      const next = ordered[index + 1];
      if (previous) links.previous = previous.id;
      if (next) links.next = next.id;
      return [post.id, links];
    }),
  );
}
