/**
 * A grid whose last row is never left with a hole: a lone last card takes the whole row; from 1024 px, where three
 * do not divide the cards, six tracks let two last cards take half the row each. Plain classes, so each page's
 * stylesheet keeps just the ones used.
 */
export const cardGrid = (count: number) =>
  `grid gap-6 sm:grid-cols-2 ${count % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-6'}`;

export function cardGridItem(index: number, count: number): string | undefined {
  const fromEnd = count - index;
  const lonelyOfTwo = count % 2 === 1 && fromEnd === 1 ? 'sm:col-span-2' : '';
  if (count % 3 === 0) return lonelyOfTwo ? `${lonelyOfTwo} lg:col-span-1` : undefined;
  const lastOfThree = count % 3 === 1 && fromEnd === 1 ? 'lg:col-span-6' : '';
  const lastTwoOfThree = count % 3 === 2 && fromEnd <= 2 ? 'lg:col-span-3' : '';
  return [lonelyOfTwo, lastOfThree || lastTwoOfThree || 'lg:col-span-2'].join(' ').trim();
}
