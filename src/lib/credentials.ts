/** Her credentials by the words that name them, and those whose "valid until" day has come. */
import { hasPassed, monthBefore } from '#/config/days.ts';
import { inForce } from '#/config/in-force.ts';
import type { Settings } from '#/config/settings-schema.ts';

/** "Complementary and Natural Healthcare Council (CNHC)" as "CNHC". */
export const shortName = (name: string) => /\(([^()]+)\)\s*$/.exec(name)?.[1] ?? name;

export interface DatedCredential {
  /** As the checklist names it: "your membership of the National Council for Hypnotherapy (NCH)". */
  what: string;
  validUntil: Date;
  /** Its "valid until" field in the settings. */
  path: PropertyKey[];
}

/** Every one she gave a "valid until" day. */
export function datedCredentials({ credentials }: Settings): DatedCredential[] {
  const { memberships, dbsValidUntil, insurer, insuranceValidUntil } = credentials;
  const at = (...path: PropertyKey[]) => ['credentials', ...path];
  return [
    ...memberships.flatMap(({ name, validUntil }, index) =>
      validUntil
        ? [{ what: `your membership of the ${name}`, validUntil, path: at('memberships', index, 'validUntil') }]
        : [],
    ),
    ...(dbsValidUntil ? [{ what: 'your DBS check', validUntil: dbsValidUntil, path: at('dbsValidUntil') }] : []),
    ...(insuranceValidUntil
      ? [
          {
            what: `your insurance${insurer ? ` with ${insurer}` : ''}`,
            validUntil: insuranceValidUntil,
            path: at('insuranceValidUntil'),
          },
        ]
      : []),
  ];
}

/** The words by which her text may name each credential. */
function namesOf({ credentials }: Settings): string[] {
  const { memberships, dbsCertificate, insurer } = credentials;
  return [
    ...memberships.flatMap(({ name }) => [name, name.replace(/\s*\([^()]+\)\s*$/, ''), shortName(name)]),
    ...(dbsCertificate ? ['DBS', 'Disclosure and Barring Service'] : []),
    ...(insurer ? [insurer] : []),
  ];
}

/** Names of the credentials lapsed by `today`, less any a credential still in force shares (a renewal written as a new entry). */
export function lapsedNames(written: Settings, today: Date): string[] {
  const current = new Set(namesOf(inForce(written, today)));
  return [...new Set(namesOf(written))].filter((name) => !current.has(name));
}

/** Due from a month before its "valid until" day, lapsed from that day (the checklist's reminders). */
export const standing = (validUntil: Date, today: Date): 'valid' | 'due' | 'lapsed' =>
  hasPassed(validUntil, today) ? 'lapsed' : hasPassed(monthBefore(validUntil), today) ? 'due' : 'valid';
