import { expect, test } from '@playwright/test';
import { site } from '~/config/site';
import { postSlugs, routes } from '../routes';
import { childText, elements, localPath, readXml } from './built-page';

test.describe('sitemap and robots.txt', () => {
  test('the sitemap lists exactly the public routes, and not the not-found page', async ({ page, request }) => {
    const index = await readXml(page, await (await request.get('/sitemap-index.xml')).text());
    const listed: string[] = [];
    for (const sitemap of elements(index, 'loc')) {
      const urls = await readXml(page, await (await request.get(localPath(sitemap.text))).text());
      listed.push(...elements(urls, 'loc').map((loc) => localPath(loc.text)));
    }
    expect(listed.toSorted()).toEqual(routes.toSorted());
  });

  test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
  });
});

test.describe('RSS feed', () => {
  test('is well-formed XML with every article in full, newest first', async ({ page, request }) => {
    const response = await request.get('/rss.xml');
    expect(response.headers()['content-type']).toContain('xml');
    const feed = await readXml(page, await response.text());
    const items = elements(feed, 'item');
    expect(items).toHaveLength(postSlugs.length);

    const links = items.map((item) => localPath(childText(item, 'link') ?? ''));
    expect(links.toSorted()).toEqual(postSlugs.map((slug) => `/blog/${slug}`).toSorted());

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
