/**
 * The settings as they stand on a given day: a membership, the DBS check or the insurance whose "valid until" day
 * has come is left out, and so is an "away until" day that has come. The site is built from these (siteSettings),
 * so a lapsed claim leaves every page, the feed and the structured data with no page knowing of dates.
 */
import { hasPassed } from '#/config/days.ts';
import type { Settings } from '#/config/settings-schema.ts';

export function inForce(settings: Settings, today: Date): Settings {
  const { credentials, availability } = settings;
  const { dbsCertificate, dbsValidUntil, insurer, insuranceValidUntil, ...kept } = credentials;
  const dbs = hasPassed(dbsValidUntil, today) ? {} : { dbsCertificate, dbsValidUntil };
  const insurance = hasPassed(insuranceValidUntil, today) ? {} : { insurer, insuranceValidUntil };
  return {
    ...settings,
    credentials: {
      ...kept,
      memberships: credentials.memberships.filter(({ validUntil }) => !hasPassed(validUntil, today)),
      ...withoutUndefined({ ...dbs, ...insurance }),
    },
    ...(availability && {
      availability: hasPassed(availability.awayUntil, today)
        ? withoutUndefined({ ...availability, awayUntil: undefined })
        : availability,
    }),
  };
}

/** As the schema hands them on: an optional field left out, not present and undefined. */
const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as T;
