interface Dated {
  id: string;
  date: Date;
}

/** Oldest first, same-day posts in id order. */
export function sortByDate<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => a.date.getTime() - b.date.getTime() || a.id.localeCompare(b.id));
}

/** Each post's older (previous) and newer (next) neighbour. */
export function buildChain(posts: readonly Dated[]) {
  const ordered = sortByDate(posts);
  return new Map(
    ordered.map((post, index) => [post.id, { previous: ordered[index - 1]?.id, next: ordered[index + 1]?.id }]),
  );
}
