interface Dated {
  id: string;
  date: Date;
}

export interface ChainLinks {
  previous?: string;
  next?: string;
}

/** Oldest first, same-day posts in id order. */
export function sortByDate<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => a.date.getTime() - b.date.getTime() || a.id.localeCompare(b.id));
}

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
