import { describe, expect, it, vi } from 'vitest';
import { buildChain, sortByDate } from '~/lib/blog-chain';

describe('buildChain', () => {
  const posts = [
    { id: 'c', date: '2024-03-01' },
    { id: 'a', date: '2023-12-01' },
    { id: 'b', date: '2024-01-10' },
  ];

  it('links each post to the older (previous) and newer (next) one, whatever the input order', () => {
    const chain = buildChain(posts);
    expect(chain.get('a')).toEqual({ next: 'b' });
    expect(chain.get('b')).toEqual({ previous: 'a', next: 'c' });
    expect(chain.get('c')).toEqual({ previous: 'b' });
  });

  it('puts posts with an invalid date last, in id order', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ordered = sortByDate([{ id: 'z', date: 'bad' }, ...posts, { id: 'y', date: '2024-02-30' }]);
    expect(ordered.map((post) => post.id)).toEqual(['a', 'b', 'c', 'y', 'z']);
  });

  it('gives a single post no neighbours', () => {
    expect(buildChain([{ id: 'only', date: '2024-01-01' }]).get('only')).toEqual({});
  });
});
