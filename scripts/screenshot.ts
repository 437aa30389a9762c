/** Screenshots of built pages at phone and desktop widths, for looking at: node scripts/screenshot.ts / /faq */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, SCREENSHOT_CHROMIUM_PATH } from '../tests/support/chromium.ts';

const base = process.env['BASE_URL'] ?? 'http://localhost:4321';
const routes = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: SCREENSHOT_CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes.length ? routes : ['/']) {
    await page.goto(base + route);
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    await page.screenshot({ path: `screenshots/${name}-${width}-top.png` });
  }
  await page.close();
}
await browser.close();
