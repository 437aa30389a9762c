const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const usLongDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Parses a calendar date written YYYY-MM-DD; undefined when it is not a real date. */
export function parseIsoDate(value: string): Date | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay ? date : undefined;
}

/** "March 15, 2024", or "No date" (and an error naming the post) for an invalid date. */
export function formatPostDate(value: string, postId: string): string {
  const date = parseIsoDate(value);
  if (date) return usLongDate.format(date);
  console.error(`Blog post "${postId}" has an invalid date "${value}" (expected YYYY-MM-DD).`);
  return 'No date';
}

const ukLongDate = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "23 November 2026" for a date already checked by the content schema. */
export const formatUkDate = (value: string) => {
  const date = parseIsoDate(value);
  if (!date) throw new Error(`Not a YYYY-MM-DD date: "${value}"`);
  return ukLongDate.format(date);
};
