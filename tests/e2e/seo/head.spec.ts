import { expect, test } from '@playwright/test';
import { siteSettings } from '#/config/site.ts';
import { paths } from '#/config/paths.ts';
import { postSlugs, routes } from '../routes';
import { fetchPng, localPath, ONE_EACH, readBuiltPage } from './built-page';

const site = siteSettings();

const articles = new Set(postSlugs.map(paths.post));

/** The not-found page as a visitor meets it: the host answers "/404" itself with 200, as the file it is. */
const notFoundRoute = '/no-such-page';
const canonicalOf = (route: string) => `${site.siteUrl}${route === '/' ? '/' : route}`;

test.describe('every page presents itself to search engines and link previews', () => {
  test('one title, description and canonical, the Open Graph set and a 1200x630 share image each', async ({ page }) => {
    for (const route of routes) {
      await test.step(route, async () => {
        const built = await readBuiltPage(page, route);
        expect(built.lang).toBe('en-GB');
        expect(built.titles).toHaveLength(1);
        expect(built.titles[0]?.length).toBeLessThanOrEqual(70);
        expect(built.descriptions).toHaveLength(1);
        expect(built.descriptions[0]?.length).toBeGreaterThanOrEqual(70);
        expect(built.canonicals).toEqual([canonicalOf(route)]);
        expect(built.robots).toEqual([]);
        for (const key of ONE_EACH) expect(built.meta[key], key).toHaveLength(1);
        const one = (key: (typeof ONE_EACH)[number]) => built.meta[key]?.[0] ?? '';
        expect(one('og:url')).toBe(canonicalOf(route));
        expect(one('og:type')).toBe(articles.has(route) ? 'article' : 'website');
        expect(built.titles[0]).toContain(one('og:title'));
        expect(one('og:description')).toBe(built.descriptions[0]);
        expect(one('og:image:alt')).toContain(one('og:title'));
        expect(one('twitter:card')).toBe('summary_large_image');

        const image = await fetchPng(page.request, localPath(one('og:image')));
        expect(image).toEqual({ type: 'image/png', width: 1200, height: 630 });
        expect([one('og:image:width'), one('og:image:height')]).toEqual(['1200', '630']);
      });
    }
  });

  test('titles and descriptions are unique across the site', async ({ page }) => {
    const built = await Promise.all(routes.map((route) => readBuiltPage(page, route)));
    expect(new Set(built.map((one) => one.titles[0])).size).toBe(routes.length);
    expect(new Set(built.map((one) => one.descriptions[0])).size).toBe(routes.length);
  });

  test('the not-found page stays out of search results, with no canonical URL', async ({ page }) => {
    const built = await readBuiltPage(page, notFoundRoute, 404);
    expect(built.robots).toEqual(['noindex']);
    expect(built.canonicals).toEqual([]);
    expect(built.titles).toHaveLength(1);
  });
});

test.describe('feed, icons and manifest', () => {
  test('every page links the RSS feed, the icons and the manifest', async ({ page }) => {
    for (const route of [...routes, notFoundRoute]) {
      const { links } = await readBuiltPage(page, route, route === notFoundRoute ? 404 : 200);
      const rels = links.map(({ rel, type, href }) => `${rel} ${type} ${href}`);
      expect(rels, route).toEqual(
        expect.arrayContaining([
          `alternate application/rss+xml ${site.siteUrl}/rss.xml`,
          'icon image/png /favicon-32.png',
          'apple-touch-icon  /apple-touch-icon.png',
          'manifest  /manifest.webmanifest',
        ]),
      );
    }
  });

  test('icons are the sizes they claim', async ({ page, request }) => {
    const { links } = await readBuiltPage(page, '/');
    const svgIcons = links.filter(({ rel, type }) => rel === 'icon' && type === 'image/svg+xml');
    expect(svgIcons).toHaveLength(1);
    const [, encoded = ''] = /^data:image\/svg\+xml,(.*)$/.exec(svgIcons[0]?.href ?? '') ?? [];
    expect(decodeURIComponent(encoded)).toMatch(/^<svg[^>]*viewBox[\s\S]*<\/svg>$/);
    for (const link of links.filter(({ rel, type }) => rel === 'icon' && type === 'image/png')) {
      const [width, height] = link.sizes.split('x').map(Number);
      expect(await fetchPng(request, link.href)).toEqual({ type: 'image/png', width, height });
    }
    const touch = links.find(({ rel }) => rel === 'apple-touch-icon');
    expect(await fetchPng(request, touch?.href ?? '')).toMatchObject({ width: 180, height: 180 });
  });

  test('the web app manifest names the practice and lists installable icons', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: site.practiceName, start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[\da-f]{6}$/i);
    const [scalable, ...pngs] = manifest.icons;
    expect(scalable).toMatchObject({ sizes: 'any', type: 'image/svg+xml', purpose: 'any' });
    expect(decodeURIComponent(scalable?.src.replace(/^data:image\/svg\+xml,/, '') ?? '')).toMatch(/^<svg[^>]*viewBox/);
    for (const icon of pngs) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(await fetchPng(request, icon.src), icon.src).toEqual({ type: icon.type, width, height });
    }
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });
});
