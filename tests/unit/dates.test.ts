import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPostDate, formatUkDate, parseIsoDate } from '~/lib/dates';

describe('formatPostDate', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['2024-03-15', 'March 15, 2024'],
    ['2023-12-01', 'December 1, 2023'],
    ['2024-02-29', 'February 29, 2024'],
  ])('writes %s in US long form as %s', (iso, expected) => {
    expect(formatPostDate(iso, 'post')).toBe(expected);
  });

  it.each(['2024-02-30', '2023-02-29', '2024-13-01', '15/03/2024', 'soon', ''])(
    'shows "No date" for %j and logs an error naming the post',
    (value) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(formatPostDate(value, 'dental_anxiety')).toBe('No date');
      expect(error).toHaveBeenCalledOnce();
      expect(error.mock.calls[0]?.[0]).toContain('dental_anxiety');
    },
  );
});

describe('parseIsoDate', () => {
  it('reads a real date at midnight UTC', () => {
    expect(parseIsoDate('2024-04-15')?.toISOString()).toBe('2024-04-15T00:00:00.000Z');
  });
  it('refuses dates that do not exist instead of rolling them over', () => {
    expect(parseIsoDate('2024-04-31')).toBeUndefined();
  });
});

describe('formatUkDate', () => {
  it('writes a checked date in UK long form', () => {
    expect(formatUkDate('2026-11-23')).toBe('23 November 2026');
  });
  it('refuses an unchecked bad date loudly', () => {
    expect(() => formatUkDate('2026-02-30')).toThrow(/2026-02-30/);
  });
});
