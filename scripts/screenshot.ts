/**
 * Screenshots of a served site, for a person to look at, with full Chromium: every page its sitemap
 * lists and the not-found page, whole, at 375 and 1280 px; the first screen of the pages a visitor
 * meets first; the phone menu open.
 *
 *   BASE_URL=http://localhost:4321 SHOTS=screenshots node scripts/screenshot.ts [/ /faq ...]
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, SCREENSHOT_CHROMIUM_PATH } from '../tests/support/chromium.ts';

const base = process.env['BASE_URL'] ?? 'http://localhost:4321';
const folder = process.env['SHOTS'] ?? 'screenshots';
const WIDTHS = [375, 1280];
const SCREEN_HEIGHT = { 375: 812, 1280: 800 } as Record<number, number>;
const FIRST_SCREENS = ['/', '/about', '/booking', '/contact'];
const NOT_FOUND = '/no-such-page';

/** The paths of every sitemap the site's sitemap index names. */
async function sitemapRoutes(): Promise<string[]> {
  const locations = async (path: string) =>
    [...(await (await fetch(new URL(path, base))).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) =>
      new URL(url).pathname.replace(/(.)\/$/, '$1'),
    );
  const maps = await locations('/sitemap-index.xml');
  return (await Promise.all(maps.map(locations))).flat();
}

const nameOf = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'));

/** Every lazy picture loaded, the fonts in: the page as a visitor who scrolled sees it. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 50));
    }
    window.scrollTo(0, 0);
    const decoded = Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    // A lazy picture the layout never shows (a phone's) is never decoded: wait a moment, not for ever.
    await Promise.race([decoded, new Promise((done) => setTimeout(done, 3000))]);
  });
}

const named = process.argv.slice(2);
const routes = named.length ? named : [...(await sitemapRoutes()), NOT_FOUND];
mkdirSync(folder, { recursive: true });
const browser = await chromium.launch({ executablePath: SCREENSHOT_CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of WIDTHS) {
  const page = await browser.newPage({ viewport: { width, height: SCREEN_HEIGHT[width] ?? 900 } });
  // The headings' font (display: optional) cached first, as on a visit's second page.
  await page.goto(`${base}/`);
  for (const route of routes) {
    await page.goto(base + route);
    await settle(page);
    await page.screenshot({ path: `${folder}/${nameOf(route)}-${width}.png`, fullPage: true });
    if (FIRST_SCREENS.includes(route)) await page.screenshot({ path: `${folder}/${nameOf(route)}-${width}-top.png` });
  }
  if (width < 768) {
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${folder}/menu-${width}.png` });
  }
  await page.close();
}
await browser.close();
console.log(`${routes.length} routes at ${WIDTHS.join(' and ')} px in ${folder}/`);
