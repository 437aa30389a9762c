/** The crisis lines a page names, as the site and the editor's preview both find them (namedHelplines). */
import { describe, expect, it } from 'vitest';
import { namedHelplines } from '#/lib/site-content.ts';

const line = (id: string, position: number) => ({ id, position, name: id, number: '116 123', detail: 'Any time.' });
const helplines = [line('emergency', 1), line('samaritans', 2), line('childline', 3)];

describe('namedHelplines', () => {
  it('gives the lines in the order the page names them, by id (the editor) or reference (the build)', () => {
    const ids = (named: Parameters<typeof namedHelplines>[0]) => namedHelplines(named, helplines).map(({ id }) => id);
    expect(ids(['childline', 'emergency'])).toEqual(['childline', 'emergency']);
    expect(ids([{ id: 'samaritans' }, { id: 'childline' }])).toEqual(['samaritans', 'childline']);
  });

  it('gives none for a page that names none, and leaves out an id the list does not have', () => {
    expect(namedHelplines(undefined, helplines)).toEqual([]);
    expect(namedHelplines(['beat', 'samaritans'], helplines)).toEqual([line('samaritans', 2)]);
  });
});
