import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt/launch/tests/support/chromium.ts';
const [base, out, ...routes] = process.argv.slice(2);
const widths = (process.env['WIDTHS'] ?? '375,1280').split(',').map(Number);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
    await page.screenshot({ path: `${out}-${name}-${width}.png`, fullPage: process.env['FULL'] !== '0' });
  }
  await page.close();
}
await browser.close();
