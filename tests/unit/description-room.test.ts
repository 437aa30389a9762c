/**
 * A test of the shipped content: the settings schema promises that a name within its 50
 * characters is never what makes a page's description too long (src/config/settings-schema.ts),
 * so the descriptions she is given leave that room.
 */
import { describe, expect, it } from 'vitest';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import type { CollectionName } from '#/schemas/collections.ts';
import { entries } from '../content';

const DESCRIPTION_MAX = 160;
const LONGEST_NAME = 'N'.repeat(50);
const NAMES = ['practiceName', 'practitioner'];

const { tokens } = settingsFillIns();

const withLongestNames = (text: string) =>
  text.replace(/\{(\w+)\}/g, (token, name: string) => (NAMES.includes(name) ? LONGEST_NAME : (tokens[name] ?? token)));

const described = (['pages', 'services', 'clinics', 'blog'] as CollectionName[]).flatMap((collection) =>
  entries(collection)
    .filter(({ data }) => typeof data['description'] === 'string')
    .map(({ id, data }) => ({ file: `${collection}/${id}`, description: String(data['description']) })),
);

describe('the shipped descriptions leave room for her names', () => {
  it('names some pages with {practiceName} or {practitioner}', () => {
    expect(described.filter(({ description }) => /\{(practiceName|practitioner)\}/.test(description)).length).toBe(4);
  });

  it.each(described)('$file stays within 160 characters with 50-character names', ({ description }) => {
    expect(withLongestNames(description).length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });
});
