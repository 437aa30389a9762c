/**
 * What a visitor meets first and how the pages read (issue 34): her number in the laptop header,
 * her registrations near the top, the home page short on a phone, at 375 and 1280 px. (One
 * booking action a screen and headings that break well, on every page: every-page.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { siteSettings } from '#/config/site.ts';

const site = siteSettings();

const SCREENS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
/** The home page at 375 px, every section the specification lists included. */
const HOME_MAX_HEIGHT = 9000;

test('at 1280 px her number is in the header, a link that calls, in the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const call = page.getByRole('banner').getByRole('link', { name: `Call ${site.phone}` });
  await expect(call).toBeInViewport();
  await expect(call).toContainText(site.phone.split(' ')[0] ?? '');
});

for (const screen of SCREENS) {
  for (const route of ['/', '/about']) {
    test(`${route} at ${screen.width} px: each register she is on, linked, in the first screen`, async ({ page }) => {
      await page.setViewportSize(screen);
      await page.goto(route);
      for (const body of site.credentials.memberships) {
        await expect(page.locator(`main a[href="${body.registerUrl}"]`).first()).toBeInViewport();
      }
    });
  }
}

test(`the home page at 375 px is at most ${HOME_MAX_HEIGHT} px tall`, async ({ page }) => {
  await page.setViewportSize(SCREENS[0] ?? { width: 375, height: 812 });
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(HOME_MAX_HEIGHT);
});
