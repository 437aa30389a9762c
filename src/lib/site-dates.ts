/** The days on which the site changes by itself, which the scheduled rebuild builds on (scripts/scheduled-rebuild.ts). */
import { isoDayOf, monthBefore } from '#/config/days.ts';
import type { Settings } from '#/config/settings-schema.ts';
import { datedCredentials } from '#/lib/credentials.ts';

/**
 * After `today`, sorted, as "YYYY-MM-DD": each scheduled post's day (`postDays`: those neither drafts nor held
 * back), each credential's "valid until" day and the checklist's reminder a month before it, and the day she is
 * back from being away. Only what she wrote: her settings as written, dates that have come included.
 */
export function changeDays(written: Settings, postDays: readonly Date[], today: Date): string[] {
  const days = [
    ...postDays,
    ...datedCredentials(written).flatMap(({ validUntil }) => [monthBefore(validUntil), validUntil]),
    ...(written.availability?.awayUntil ? [written.availability.awayUntil] : []),
  ];
  return [...new Set(days.filter((day) => day.getTime() > today.getTime()).map(isoDayOf))].sort();
}
