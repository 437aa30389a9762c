import { describe, expect, it } from 'vitest';
import { nonCanonicalEndings } from '#/serving/http-headers.ts';
import { builtSite } from '#/serving/built-site.ts';
import { headersFile, redirectsFile } from '#/serving/build/cdn-files.ts';
import { cdnRedirect, isDynamic, redirectRules } from '../e2e/serving/cdn-redirects';

/** A built site of the usual shape with this many blog posts. */
function siteWithPosts(count: number) {
  const posts = Array.from({ length: count }, (_, n) => `/blog/post-${n}.html`);
  const files = ['/404.html', '/index.html', '/about.html', '/blog.html', '/services/sleep.html'];
  return builtSite('dist', [...files, '/favicon.svg', '/_astro/client.abc.js', ...posts].sort());
}

/** Every file the hosts read, for a site. */
const deployFiles = (posts: number) => {
  const site = siteWithPosts(posts);
  return {
    headers: headersFile(site),
    redirects: redirectsFile(site),
  };
};

const ruleCount = (headers: string) => headers.split('\n').filter((line) => line.startsWith('/')).length;

describe('the deploy files do not grow with the blog', () => {
  const few = deployFiles(10);
  const many = deployFiles(600);

  it('are the same with 10 posts as with 600', () => {
    expect(many).toEqual(few);
  });

  it('stay within Cloudflare Pages’ limits: 100 header rules, 2,000 static and 100 dynamic redirects', () => {
    expect(ruleCount(many.headers)).toBeLessThanOrEqual(100);
    for (const line of many.headers.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
    const rules = redirectRules(many.redirects);
    expect(rules.filter(isDynamic).length).toBeLessThanOrEqual(100);
    expect(rules.filter((rule) => !isDynamic(rule)).length).toBeLessThanOrEqual(2000);
    for (const line of many.redirects.split('\n')) expect(line.length).toBeLessThanOrEqual(1000);
  });

  it('still send every non-canonical form of every post to the post, in one hop', () => {
    const rules = redirectRules(many.redirects);
    for (const page of siteWithPosts(600).pages) {
      for (const ending of nonCanonicalEndings.filter((end) => end !== '/')) {
        const form = `${page === '/' ? '' : page}${ending}`;
        if (form.startsWith('/')) expect(cdnRedirect(rules, form), form).toEqual({ location: page, status: '301' });
      }
      expect(cdnRedirect(rules, page), page).toBeUndefined();
    }
  });
});

describe('the policy of files that are not pages', () => {
  const site = builtSite(
    'dist',
    [
      ...['/404.html', '/index.html', '/about.html', '/admin.html', '/admin/go-live.html', '/blog/a.html'],
      ...['/admin/config.yml', '/admin/chunks/a.js', '/og/a.png', '/og/b.png', '/robots.txt', '/_astro/x.js'],
    ].sort(),
  );
  /** The patterns whose block gives the file policy, sorted. */
  const sandboxed = (headers: string) => {
    const patterns: string[] = [];
    let pattern = '';
    for (const line of headers.split('\n')) {
      if (line.startsWith('/')) pattern = line;
      else if (line === "  Content-Security-Policy: default-src 'none'; sandbox") patterns.push(pattern);
    }
    return patterns.sort();
  };

  it('is given by the fewest patterns that hold no page', () => {
    expect(sandboxed(headersFile(site))).toEqual([
      '/_astro/*',
      '/admin/chunks/*',
      '/admin/config.yml',
      '/og/*',
      '/robots.txt',
    ]);
  });

  it('is sent by the local server beside the site’s, by the file a response carries', () => {
    const page = "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
    const both = `${page}, default-src 'none'; sandbox`;
    const served = builtSite('dist', ['/about.html', '/_astro/x.html', '/feed.xml']);
    expect([...served.pages]).toEqual(['/about']);
    for (const [path, policy] of [
      ['/about', page],
      ['/', page],
      ['/404.html', page],
      ['/feed.xml', both],
      ['/_astro/x.html', both],
      ['/_astro/x', both],
    ])
      expect(served.headersFor(path ?? '')['Content-Security-Policy'], path).toBe(policy);
  });
});
