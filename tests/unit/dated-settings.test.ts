/**
 * Dated credentials and availability (issue 49), the day before, on and after each date: what the site claims,
 * the words that leave her text, the notice, the checklist's standing and the days the site changes by itself.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayOf, monthBefore, siteToday, ukDay } from '#/config/days.ts';
import { tokensOf, unsetTokensOf, withoutSentencesNaming } from '#/config/fill-ins.ts';
import { inForce } from '#/config/in-force.ts';
import type { Settings } from '#/config/settings-schema.ts';
import { siteSettings } from '#/config/site.ts';
import { availabilityNotice } from '#/lib/availability.ts';
import { lapsedNames, shortName, standing } from '#/lib/credentials.ts';
import { changeDays } from '#/lib/site-dates.ts';

const day = (written: string) => dayOf(written) ?? new Date(Number.NaN);
const VALID_UNTIL = day('2027-03-03');
const THE_DAY_BEFORE = day('2027-03-02');
const THE_DAY_AFTER = day('2027-03-04');

const shipped = siteSettings();
const [first, ...staying] = shipped.credentials.memberships;
if (!first) throw new Error('The settings name no professional body');
const lapsing = { ...first, validUntil: VALID_UNTIL };

/** Her settings, with the first membership, the DBS check and the insurance valid until 3 March 2027. */
const written: Settings = {
  ...shipped,
  credentials: {
    ...shipped.credentials,
    memberships: [lapsing, ...staying],
    dbsValidUntil: VALID_UNTIL,
    insuranceValidUntil: VALID_UNTIL,
  },
};
const names = (settings: Settings) => settings.credentials.memberships.map(({ name }) => name);

describe('the build’s day', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is SITE_TODAY when set', () => {
    vi.stubEnv('SITE_TODAY', '2027-03-03');
    expect(siteToday()).toEqual(VALID_UNTIL);
  });

  it('refuses a SITE_TODAY that is not a day, in one line', () => {
    vi.stubEnv('SITE_TODAY', '2027-02-30');
    expect(() => siteToday()).toThrow(
      'SITE_TODAY is "2027-02-30", which is not a date. Write it as YYYY-MM-DD, e.g. 2027-03-03.',
    );
  });

  it('is otherwise the day it is in the UK, summer time included', () => {
    vi.stubEnv('SITE_TODAY', '');
    expect(siteToday(new Date('2027-06-02T23:30:00Z'))).toEqual(day('2027-06-03'));
    expect(ukDay(new Date('2027-01-02T23:30:00Z'))).toEqual(day('2027-01-02'));
  });

  it('counts a month back to the same day, or the shorter month’s last', () => {
    expect(monthBefore(day('2027-03-31'))).toEqual(day('2027-02-28'));
    expect(monthBefore(VALID_UNTIL)).toEqual(day('2027-02-03'));
    expect(monthBefore(day('2027-01-15'))).toEqual(day('2026-12-15'));
  });
});

describe('a credential with a “valid until” day', () => {
  it('is claimed the day before', () => {
    const shown = inForce(written, THE_DAY_BEFORE);
    expect(names(shown)).toEqual(names(written));
    expect(shown.credentials).toMatchObject({
      dbsCertificate: written.credentials.dbsCertificate,
      insurer: written.credentials.insurer,
    });
  });

  it('is not, on its day and after', () => {
    for (const today of [VALID_UNTIL, THE_DAY_AFTER]) {
      const shown = inForce(written, today);
      expect(names(shown)).toEqual(staying.map(({ name }) => name));
      expect(shown.credentials).not.toHaveProperty('dbsCertificate');
      expect(shown.credentials).not.toHaveProperty('insurer');
    }
  });

  it('leaves the lists her text fills in, and empties the insurer’s', () => {
    const before = inForce(written, THE_DAY_BEFORE);
    const after = inForce(written, VALID_UNTIL);
    expect(tokensOf(before, [])['professionalBodies']).toContain(lapsing.name);
    expect(tokensOf(after, [])['professionalBodies']).not.toContain(lapsing.name);
    expect(unsetTokensOf(before, [])).not.toContain('insurer');
    expect(unsetTokensOf(after, [])).toContain('insurer');
  });

  it('is due from a month before, and lapsed from its day', () => {
    expect(standing(VALID_UNTIL, day('2027-02-02'))).toBe('valid');
    expect(standing(VALID_UNTIL, day('2027-02-03'))).toBe('due');
    expect(standing(VALID_UNTIL, THE_DAY_BEFORE)).toBe('due');
    expect(standing(VALID_UNTIL, VALID_UNTIL)).toBe('lapsed');
  });
});

describe('her text naming a lapsed credential', () => {
  it('names it by its name, its name less its letters, and its letters, from its day', () => {
    const body = lapsing.name;
    expect(lapsedNames(written, THE_DAY_BEFORE)).toEqual([]);
    expect(lapsedNames(written, VALID_UNTIL)).toEqual(
      expect.arrayContaining([
        body,
        body.replace(/\s*\([^()]+\)$/, ''),
        shortName(body),
        'DBS',
        written.credentials.insurer,
      ]),
    );
  });

  it('never names one still claimed: a renewal written as a second entry', () => {
    const renewed = {
      ...written,
      credentials: {
        ...written.credentials,
        memberships: [...written.credentials.memberships, { ...lapsing, validUntil: day('2028-03-03') }],
      },
    };
    expect(lapsedNames(renewed, VALID_UNTIL)).not.toContain(shortName(lapsing.name));
  });

  it('loses each sentence naming it, as whole words', () => {
    const text =
      'I trained for years. I am registered with the CNHC. The CNHC’s register lists me! BRANCHES CNHCX stay.';
    expect(withoutSentencesNaming(text, [], ['CNHC'])).toBe('I trained for years. BRANCHES CNHCX stay.');
  });

  it('reads “Complementary and Natural Healthcare Council (CNHC)” as CNHC', () => {
    expect(shortName('Complementary and Natural Healthcare Council (CNHC)')).toBe('CNHC');
    expect(shortName('Hypnotherapy Society')).toBe('Hypnotherapy Society');
  });
});

describe('availability', () => {
  const away = { newClients: 'Waiting list', waitingWeeks: 6, awayUntil: VALID_UNTIL } as const;
  const withAvailability = inForce({ ...written, availability: away }, THE_DAY_BEFORE);

  it('says she is away until her day', () => {
    expect(availabilityNotice(withAvailability.availability)).toEqual({ kind: 'away', until: VALID_UNTIL });
  });

  it('says again what she chose, on her day and after', () => {
    for (const today of [VALID_UNTIL, THE_DAY_AFTER]) {
      const shown = inForce({ ...written, availability: away }, today);
      expect(availabilityNotice(shown.availability)).toEqual({ kind: 'waiting', weeks: 6 });
    }
    expect(availabilityNotice({ newClients: 'Taking new clients' })).toEqual({ kind: 'taking' });
  });

  it('says nothing while she says nothing', () => {
    expect(availabilityNotice(inForce(shipped, VALID_UNTIL).availability)).toBeUndefined();
  });
});

describe('the days the site changes by itself', () => {
  const settings = {
    ...written,
    availability: { newClients: 'Taking new clients', awayUntil: day('2027-02-20') },
  } as const;

  it('are each dated day after today, a month before each “valid until” too, once each and in order', () => {
    expect(changeDays(settings, [day('2027-01-10'), day('2026-12-01')], day('2027-01-01'))).toEqual([
      '2027-01-10',
      '2027-02-03',
      '2027-02-20',
      '2027-03-03',
    ]);
  });

  it('leave out today and the days gone', () => {
    expect(changeDays(settings, [], day('2027-02-20'))).toEqual(['2027-03-03']);
    expect(changeDays(shipped, [], VALID_UNTIL)).toEqual([]);
  });
});
