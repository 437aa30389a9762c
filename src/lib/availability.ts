import type { Availability } from '#/config/settings-schema.ts';

/** What the notice says: an away day still to come speaks instead of her choice (a past one is gone: in-force.ts). */
export type AvailabilityNotice =
  { kind: 'taking' } | { kind: 'waiting'; weeks: number } | { kind: 'away'; until: Date };

export function availabilityNotice(availability: Availability | undefined): AvailabilityNotice | undefined {
  if (!availability) return undefined;
  const { newClients, waitingWeeks, awayUntil } = availability;
  if (awayUntil) return { kind: 'away', until: awayUntil };
  return newClients === 'Waiting list' && waitingWeeks ? { kind: 'waiting', weeks: waitingWeeks } : { kind: 'taking' };
}
