/** Display formats for the Dates the content schemas make (src/schemas/text.ts, isoDate). */
const longDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const ukLongDate = longDate('en-GB');

const isValid = (date: Date) => !Number.isNaN(date.getTime());

/** A post's date, UK long form (shared/DECISIONS.md): "15 March 2024"; "No date" for an invalid Date. */
export const formatPostDate = (date: Date) => (isValid(date) ? ukLongDate.format(date) : 'No date');

/** A legal page's last update: "23 November 2026". */
export const formatUkDate = (date: Date) => ukLongDate.format(date);

/** The calendar day, YYYY-MM-DD, for <time datetime> and structured data; none for an invalid Date. */
export const isoDay = (date: Date) => (isValid(date) ? date.toISOString().slice(0, 10) : undefined);
