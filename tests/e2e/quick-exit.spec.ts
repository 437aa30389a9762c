import { satteri } from '@astrojs/markdown-satteri';
import { expect, test, type Page } from '@playwright/test';
import { labels } from '#/config/labels.ts';
import { markdownProcessing } from '#/lib/markdown-processing.ts';
import { entries } from '../content';

const withExit = entries('clinics').filter(({ data }) => data['quickExit'] === true);
const withoutExit = entries('clinics').filter(({ data }) => data['quickExit'] !== true);
const EVERYDAY = /^https:\/\/www\.bbc\.co\.uk\//;

/** Markup pasted into the page's text, as the build renders it (astro.config.ts's Markdown processing). */
async function withPasted(page: Page, path: string, markdown: string) {
  const build = await satteri(markdownProcessing({ heldBack: () => [] })).createRenderer({ syntaxHighlight: false });
  const { code } = await build.render(markdown, {});
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</main>', `${code}</main>`);
    // The body is sent as it is now: neither compressed nor its old length.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    await route.fulfill({ response, headers, body });
  });
}

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

  test(`/clinics/${id}: a picture in her text named like the page's own code does not stop "${labels.quickExit}"`, async ({
    page,
  }) => {
    await page.route(EVERYDAY, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Weather</title>' }));
    await withPasted(page, `/clinics/${id}`, '<img name="querySelectorAll" src="/apple-touch-icon.png" alt="">');
    await page.goto('/clinics');
    await page.goto(`/clinics/${id}`);
    await expect(page.locator('main img[alt=""][name$="querySelectorAll"]')).toHaveCount(1);
    await page.getByRole('link', { name: labels.quickExit }).click();
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
