/** An item the list does not name comes last, by name, so a new one still shows. */
export function inNamedOrder<T>(items: T[], nameOf: (item: T) => string, order: readonly string[]): T[] {
  const place = (item: T) => {
    const at = order.indexOf(nameOf(item));
    return at === -1 ? order.length : at;
  };
  return [...items].sort((a, b) => place(a) - place(b) || nameOf(a).localeCompare(nameOf(b)));
}
