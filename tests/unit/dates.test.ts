import { describe, expect, it } from 'vitest';
import { formatPostDate, formatUkDate, isoDay } from '#/lib/dates.ts';
import { isoDate } from '#/schemas/text.ts';

describe('isoDate: the one place a written date is read', () => {
  it.each([
    ['2024-04-15', '2024-04-15T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
  ])('reads %s as a Date at midnight UTC', (written, expected) => {
    expect(isoDate.parse(written).toISOString()).toBe(expected);
  });

  it('takes a date YAML has already read as one', () => {
    expect(isoDate.parse(new Date('2024-03-15T00:00:00Z')).toISOString()).toBe('2024-03-15T00:00:00.000Z');
  });

  it.each(['2024-02-30', '2023-02-29', '2024-04-31', '2024-13-01', '0024-03-15', '15/03/2024', 'soon', ''])(
    'refuses %j instead of rolling it over',
    (written) => {
      const issues = isoDate.safeParse(written).error?.issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual(['is not a date. Write it as YYYY-MM-DD, e.g. 2024-03-15.']);
    },
  );
});

describe('formatPostDate', () => {
  it.each([
    ['2024-03-15', '15 March 2024'],
    ['2023-12-01', '1 December 2023'],
    ['2024-02-29', '29 February 2024'],
  ])('writes %s in UK long form as %s', (written, expected) => {
    expect(formatPostDate(isoDate.parse(written))).toBe(expected);
  });

  it('shows "No date" for an invalid Date', () => {
    expect(formatPostDate(new Date(Number.NaN))).toBe('No date');
  });
});

describe('formatUkDate', () => {
  it('writes a date in UK long form', () => {
    expect(formatUkDate(isoDate.parse('2026-11-23'))).toBe('23 November 2026');
  });
});

describe('isoDay', () => {
  it('gives the calendar day for <time datetime>, and none for an invalid Date', () => {
    expect(isoDay(isoDate.parse('2024-03-05'))).toBe('2024-03-05');
    expect(isoDay(new Date(Number.NaN))).toBeUndefined();
  });
});
