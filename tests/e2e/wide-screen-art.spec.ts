import { expect, test, type Page } from '@playwright/test';

/** The pictures a page downloads while it loads (and a moment after, for lazy ones near the top). */
async function picturesLoaded(page: Page, route: string): Promise<string[]> {
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().endsWith('.webp')) pictures.push(request.url());
  });
  await page.goto(route, { waitUntil: 'load' });
  await page.waitForTimeout(300);
  return pictures;
}

test('a phone downloads no art on /', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await picturesLoaded(page, '/')).toEqual([]);
  await expect(page.locator('main picture img').first()).toBeHidden();
});

test('a phone shows the blog cards’ covers', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  expect((await picturesLoaded(page, '/blog')).length).toBeGreaterThan(0);
  await expect(page.locator('main picture img').first()).toBeVisible();
});

test.describe('decorative art on wider screens', () => {
  for (const route of ['/', '/blog']) {
    test(`a desktop shows the art on ${route}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      expect((await picturesLoaded(page, route)).length).toBeGreaterThan(0);
      await expect(page.locator('main picture img').first()).toBeVisible();
    });
  }
});
