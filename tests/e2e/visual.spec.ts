import { expect, test } from '@playwright/test';

const PAGES = ['/', '/services/anxiety-stress', '/clinics/dental', '/blog/dental_anxiety', '/faq', '/no-such-page'];

for (const width of [375, 1280]) {
  test.describe(`looks as approved at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of PAGES) {
      test(path, async ({ page }) => {
        await page.clock.install({ time: Date.UTC(2026, 0, 1, 9) });
        await page.clock.pauseAt(Date.UTC(2026, 0, 1, 9, 0, 1));
        // Drawn as on a second page of a visit: the headings' font (display: optional) is then in the cache,
        // so the picture does not depend on whether it came within the first 100 ms of the first.
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        await page.reload();
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot({ fullPage: true, animations: 'disabled', maxDiffPixelRatio: 0.01 });
      });
    }
  });
}
