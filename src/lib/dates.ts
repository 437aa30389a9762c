const longDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const ukLongDate = longDate('en-GB');

const isValid = (date: Date) => !Number.isNaN(date.getTime());

/** UK long form (shared/DECISIONS.md); "No date" for an invalid Date. */
export const formatPostDate = (date: Date) => (isValid(date) ? ukLongDate.format(date) : 'No date');

export const formatUkDate = (date: Date) => ukLongDate.format(date);

const ukDayAndMonth = new Intl.DateTimeFormat('en-GB', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "3 March": a day within the coming months. */
export const formatDayAndMonth = (date: Date) => ukDayAndMonth.format(date);

/** For <time datetime> and structured data; none for an invalid Date. */
export const isoDay = (date: Date) => (isValid(date) ? date.toISOString().slice(0, 10) : undefined);
