import { describe, expect, it } from 'vitest';
import { headersFile } from '#/serving/build/cdn-files.ts';

const FILE_POLICY = "  Content-Security-Policy: default-src 'none'; sandbox";

/** The patterns whose block gives the file policy, sorted. */
function sandboxed(headers: string): string[] {
  const patterns: string[] = [];
  let pattern = '';
  for (const line of headers.split('\n')) {
    if (line.startsWith('/')) pattern = line;
    else if (line === FILE_POLICY) patterns.push(pattern);
  }
  return patterns.sort();
}

/** A built site of the usual shape with this many blog posts. */
const siteWithPosts = (count: number) => [
  ...['/404.html', '/index.html', '/about.html', '/blog.html', '/robots.txt', '/_astro/client.abc.js'],
  ...Array.from({ length: count }, (_, n) => `/blog/post-${n}.html`),
];

describe('dist/_headers', () => {
  it('is the same with 10 posts as with 600, within Cloudflare Pages’ 100 rules', () => {
    const many = headersFile(siteWithPosts(600));
    expect(many).toBe(headersFile(siteWithPosts(10)));
    expect(many.split('\n').filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(100);
  });

  it('gives the file policy by the fewest patterns that match no page', () => {
    const files = [
      ...['/404.html', '/index.html', '/about.html', '/admin.html', '/admin/go-live.html', '/blog/a.html'],
      ...['/admin/config.yml', '/admin/chunks/a.js', '/og/a.png', '/og/b.png', '/robots.txt', '/_astro/x.js'],
    ];
    expect(sandboxed(headersFile(files))).toEqual([
      '/_astro/*',
      '/admin/chunks/*',
      '/admin/config.yml',
      '/og/*',
      '/robots.txt',
    ]);
  });

  it('names each file of a folder that shares its name with a page (Netlify’s "/og/*" matches "/og")', () => {
    expect(sandboxed(headersFile(['/og.html', '/og/a.png', '/og/b.png']))).toEqual([
      '/_astro/*',
      '/og/a.png',
      '/og/b.png',
    ]);
  });
});
