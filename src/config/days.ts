/**
 * Calendar days, as 00:00 UTC of that day: how the content's dates are read and compared. No imports: the
 * scheduled rebuild's script (scripts/scheduled-rebuild.ts) runs it with nothing installed.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Undefined for a day that does not exist (no rolling over). */
export function dayOf(written: string): Date | undefined {
  const [year, month, day] = (ISO_DAY.exec(written)?.slice(1) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay ? date : undefined;
}

/** "2027-03-03". */
export const isoDayOf = (day: Date) => day.toISOString().slice(0, 10);

const UK_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

/** The day it is in the UK (the editor's preview asks it in the browser). */
export const ukDay = (now = new Date()): Date => dayOf(UK_DAY.format(now)) ?? now;

/**
 * The build's day: today in the UK, or the day `SITE_TODAY=YYYY-MM-DD` names, to build the site as it will be
 * (or was) on that day. The one reader of SITE_TODAY: what is published, which credentials show, the
 * availability notice and the checklist's reminders all follow it.
 */
export function siteToday(now = new Date()): Date {
  const written = process.env['SITE_TODAY'];
  if (!written) return ukDay(now);
  const day = dayOf(written);
  if (!day)
    throw new Error(`SITE_TODAY is "${written}", which is not a date. Write it as YYYY-MM-DD, e.g. 2027-03-03.`);
  return day;
}

/** True on the day itself and after it: a "valid until" or "away until" date ends what it dates on that day. */
export const hasPassed = (day: Date | undefined, today: Date): boolean =>
  day !== undefined && day.getTime() <= today.getTime();

/** The same day a month earlier, or that month's last day (31 March -> 28 February). */
export function monthBefore(day: Date): Date {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() - 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDay)));
}
