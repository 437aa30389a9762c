import { describe, expect, it } from 'vitest';
import { isPublished } from '#/lib/published.ts';

const NOW = new Date('2026-11-26T06:00:00Z');
const post = (date: string, draft?: boolean) => ({ data: { date: new Date(`${date}T00:00:00Z`), draft } });

describe('isPublished', () => {
  it('publishes a post dated today or earlier', () => {
    expect(isPublished(post('2026-11-26'), NOW)).toBe(true);
    expect(isPublished(post('2024-03-15', false), NOW)).toBe(true);
  });

  it('keeps a post dated tomorrow for its day', () => {
    expect(isPublished(post('2026-11-27'), NOW)).toBe(false);
    expect(isPublished(post('2026-11-27'), new Date('2026-11-27T00:00:00Z'))).toBe(true);
  });

  it('never publishes a draft, whatever its date', () => {
    expect(isPublished(post('2024-03-15', true), NOW)).toBe(false);
  });

  it('publishes an entry without a date (a clinic or service) unless it is a draft', () => {
    expect(isPublished({ data: {} }, NOW)).toBe(true);
    expect(isPublished({ data: { draft: true } }, NOW)).toBe(false);
  });
});
