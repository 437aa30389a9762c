import { expect, test } from '@playwright/test';
import { siteSettings } from '#/config/site.ts';
import { FEED_POSTS } from '#/lib/blog-pages.ts';
import { paths } from '#/config/paths.ts';
import { clinicIds, notFoundRoute, postSlugs, routes, serviceSlugs } from '../routes';
import { childText, elements, localPath, readXml } from './built-page';

const site = siteSettings();

test.describe('sitemap and robots.txt', () => {
  test('the served sitemap lists every post, service and clinic, and not the not-found page', async ({
    page,
    request,
  }) => {
    const index = await readXml(page, await (await request.get('/sitemap-index.xml')).text());
    const listed: string[] = [];
    for (const sitemap of elements(index, 'loc')) {
      const urls = await readXml(page, await (await request.get(localPath(sitemap.text))).text());
      listed.push(...elements(urls, 'loc').map((loc) => localPath(loc.text)));
    }
    expect(listed.toSorted()).toEqual(routes.toSorted());
    const fromContent = [
      ...postSlugs.map(paths.post),
      ...serviceSlugs.map(paths.service),
      ...clinicIds.map(paths.clinic),
    ];
    expect(listed).toEqual(expect.arrayContaining(fromContent));
    expect(listed).not.toContain(notFoundRoute);
  });

  test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
  });
});

test.describe('RSS feed', () => {
  test('is well-formed XML with the latest articles in full, newest first', async ({ page, request }) => {
    const response = await request.get('/rss.xml');
    expect(response.headers()['content-type']).toContain('xml');
    const feed = await readXml(page, await response.text());
    const items = elements(feed, 'item');
    const latest = postSlugs.slice(-FEED_POSTS);
    expect(items).toHaveLength(latest.length);

    const links = items.map((item) => localPath(childText(item, 'link') ?? ''));
    expect(links.toSorted()).toEqual(latest.map(paths.post).toSorted());

    const dates = items.map((item) => Date.parse(childText(item, 'pubDate') ?? ''));
    expect(dates.every(Number.isFinite)).toBe(true);
    expect(dates).toEqual(dates.toSorted((a, b) => b - a));

    for (const item of items) {
      const content = childText(item, 'content:encoded') ?? '';
      expect(content, childText(item, 'link')).toMatch(/<h2[\s>]/);
      expect(content.length).toBeGreaterThan(2000);
      expect(content, 'links readable away from the site').not.toMatch(/(href|src)="\//);
    }
  });

  test('the blog index links to it', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/rss.xml');
  });
});
