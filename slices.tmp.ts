import { chromium } from '@playwright/test';
import { launchedPractice } from './tests/fixtures/launched/practice.ts';
import { startLocalServer } from './tests/support/local-server.ts';
import { CHROMIUM_ARGS, SCREENSHOT_CHROMIUM_PATH } from './tests/support/chromium.ts';
const [out, width, ...routes] = process.argv.slice(2);
const server = await startLocalServer(launchedPractice());
const browser = await chromium.launch({ executablePath: SCREENSHOT_CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
  for (const route of routes) {
    await page.goto(server.url + route);
    await page.reload();
    await page.evaluate(() => document.fonts.ready);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const step = Number(width) < 800 ? 1500 : 1400;
    console.log(route, width, height);
    for (let y = 0, i = 0; y < height; y += step, i++) {
      await page.screenshot({ path: `${out}/${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}-${width}-${i}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(step, height - y) } });
    }
  }
} finally {
  await browser.close();
  server.stop();
}
