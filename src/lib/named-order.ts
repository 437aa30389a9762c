/**
 * Items in the order a list names them (by file name or card anchor), the one place that list's
 * order is written; an item the list does not name comes last, by name, so a new one still shows.
 */
export function inNamedOrder<T>(items: T[], nameOf: (item: T) => string, order: readonly string[]): T[] {
  const place = (item: T) => {
    const at = order.indexOf(nameOf(item));
    return at === -1 ? order.length : at;
  };
  return [...items].sort((a, b) => place(a) - place(b) || nameOf(a).localeCompare(nameOf(b)));
}
