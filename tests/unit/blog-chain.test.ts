import { describe, expect, it } from 'vitest';
import { buildChain, sortByDate } from '#/lib/blog-chain.ts';
import { isoDate } from '#/schemas/text.ts';

const post = (id: string, written: string) => ({ id, date: isoDate.parse(written) });

describe('buildChain', () => {
  const posts = [post('c', '2024-03-01'), post('a', '2023-12-01'), post('b', '2024-01-10')];

  it('links each post to the older (previous) and newer (next) one, whatever the input order', () => {
    const chain = buildChain(posts);
    expect(chain.get('a')).toEqual({ next: 'b' });
    expect(chain.get('b')).toEqual({ previous: 'a', next: 'c' });
    expect(chain.get('c')).toEqual({ previous: 'b' });
  });

  it('orders posts of the same day by id', () => {
    const ordered = sortByDate([post('z', '2024-01-10'), ...posts, post('y', '2024-01-10')]);
    expect(ordered.map(({ id }) => id)).toEqual(['a', 'b', 'y', 'z', 'c']);
  });

  it('gives a single post no neighbours', () => {
    expect(buildChain([post('only', '2024-01-01')]).get('only')).toEqual({});
  });
});
