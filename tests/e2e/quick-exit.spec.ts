import { expect, test } from '@playwright/test';
import { labels } from '#/config/labels.ts';
import { entries } from '../content';

const withExit = entries('clinics').filter(({ data }) => data['quickExit'] === true);
const withoutExit = entries('clinics').filter(({ data }) => data['quickExit'] !== true);
const EVERYDAY = /^https:\/\/www\.bbc\.co\.uk\//;

test('a clinic page marked quickExit exists (the domestic-abuse clinic)', () => {
  expect(withExit.length).toBeGreaterThan(0);
});

for (const { id } of withExit) {
  test(`/clinics/${id}: "${labels.quickExit}" replaces the page, so Back does not return to it`, async ({ page }) => {
    await page.route(EVERYDAY, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Weather</title>' }));
    await page.goto('/clinics');
    await page.goto(`/clinics/${id}`);
    const exit = page.getByRole('link', { name: labels.quickExit });
    await expect(exit).toBeInViewport();
    await page.mouse.wheel(0, 3000);
    await expect(exit).toBeInViewport();
    await exit.click();
    await expect(page).toHaveURL(EVERYDAY);
    await page.goBack();
    await expect(page).toHaveURL(/\/clinics$/);
  });

  test(`/clinics/${id}: Shift pressed three times leaves too`, async ({ page }) => {
    await page.route(EVERYDAY, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Weather</title>' }));
    await page.goto(`/clinics/${id}`);
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Shift');
    await expect(page).toHaveURL(EVERYDAY);
  });

  test(`/clinics/${id}: "${labels.quickExit}" has its own place, covering no text as the page scrolls`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/clinics/${id}`);
    const exit = page.getByRole('link', { name: labels.quickExit });
    for (const y of [0, 1500, 3000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(exit).toBeInViewport();
      // The topmost element at the exit's centre is the exit itself, inside the page's header.
      const box = await exit.boundingBox();
      const atCentre = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('header')?.id, {
        x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
        y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
      });
      expect(atCentre).toBe('site-header');
    }
  });

  test(`/clinics/${id}: without JavaScript, "${labels.quickExit}" is a plain link away`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route(EVERYDAY, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Weather</title>' }));
    await page.goto(`/clinics/${id}`);
    await page.getByRole('link', { name: labels.quickExit }).click();
    await expect(page).toHaveURL(EVERYDAY);
    await context.close();
  });
}

for (const { id } of withoutExit) {
  test(`/clinics/${id} has no quick exit`, async ({ page }) => {
    await page.goto(`/clinics/${id}`);
    await expect(page.getByRole('link', { name: labels.quickExit })).toHaveCount(0);
  });
}
