/**
 * A grid of cards whose last row is never left with a hole at its end: one card a row on a phone,
 * two from 640 px, three from 1024 px (six tracks, two a card); a lone last card takes the whole
 * row, and from 1024 px two last cards take half of it each. Plain classes worked out here, so
 * each page's stylesheet keeps just the ones its cards use.
 */
export const cardGrid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-6';

export function cardGridItem(index: number, count: number): string {
  const fromEnd = count - index;
  const lonelyOfTwo = count % 2 === 1 && fromEnd === 1;
  const lastOfThree = count % 3 === 1 && fromEnd === 1 ? 'lg:col-span-6' : '';
  const lastTwoOfThree = count % 3 === 2 && fromEnd <= 2 ? 'lg:col-span-3' : '';
  return [lonelyOfTwo ? 'sm:col-span-2' : '', lastOfThree || lastTwoOfThree || 'lg:col-span-2'].join(' ').trim();
}
