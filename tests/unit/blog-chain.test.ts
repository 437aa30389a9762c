import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildChain, sortByDate } from '~/lib/blog-chain';
import { postSlugs } from '../e2e/routes';

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

describe('the ten published posts', () => {
  const folder = 'src/content/blog';
  const posts = readdirSync(folder).map((file) => ({
    id: file.replace(/\.md$/, ''),
    date: /^date:\s*"?([^"\n]+)"?/m.exec(readFileSync(join(folder, file), 'utf8'))?.[1] ?? '',
  }));

  it('form one chain covering all ten, in the order the spec observed', () => {
    const order = sortByDate(posts).map((post) => post.id);
    expect(order).toHaveLength(10);
    // The route table lists the posts oldest first: the chain the spec observed, made complete.
    expect(order).toEqual(postSlugs);
    const chain = buildChain(posts);
    expect(chain.get(order[0] ?? '')?.previous).toBeUndefined();
    expect(chain.get('teen_anxiety')?.next).toBeUndefined();
    expect(chain.get('breaking_unwanted_habits')).toEqual({ previous: 'child_school_refusal', next: 'dental_anxiety' });
  });

  it('keep the spec’s known dates', () => {
    const dates = Object.fromEntries(posts.map((post) => [post.id, post.date]));
    expect(dates).toMatchObject({
      breaking_unwanted_habits: '2024-03-15',
      dental_anxiety: '2024-03-25',
      finding_calm_harpenden: '2024-04-01',
      insomnia_harpenden: '2024-04-05',
      overwhelmed_professional: '2024-04-10',
      teen_anxiety: '2024-04-15',
    });
    expect(Object.values(dates).sort()[0]).toBe('2023-12-01');
  });
});
