import type { OfficeHours } from '#/config/settings-schema.ts';

/** "Monday to Friday", "Saturday" or "Saturday and Sunday". */
export function dayRangeLabel(days: readonly string[]): string {
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  if (days.length === 1) return first;
  return days.length === 2 ? `${first} and ${last}` : `${first} to ${last}`;
}

/** "9:00 to 18:00" or "Closed". */
export function hoursLabel(hours: OfficeHours): string {
  if ('closed' in hours) return 'Closed';
  const trim = (time: string) => time.replace(/^0/, '');
  return `${trim(hours.opens)} to ${trim(hours.closes)}`;
}
