import { expect, test } from '@playwright/test';
import { labels } from '#/config/labels.ts';
import { entries, shown } from '../content';
import { routes } from './routes';

const notFound = entries('pages').find(({ id }) => id === 'not-found')?.data ?? {};

// Titles unique across the site: tests/e2e/seo/head.spec.ts (with the descriptions).
test.describe('every route', () => {
  for (const route of routes) {
    test(`${route} answers 200 with one h1 and its own title`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      expect((await page.title()).length).toBeGreaterThan(10);
      expect((await page.title()).length).toBeLessThanOrEqual(70);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    });
  }
});

test.describe('not-found page', () => {
  const unknown = [
    '/nope',
    '/services/performance',
    '/blog/welcome-to-my-blog',
    '/clinics/dentl',
    '/a/b/c/d',
    '/faq.php?x=1',
  ];
  for (const path of unknown) {
    test(`${path} answers 404 with the not-found texts and logs the path`, async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(shown(notFound['heading']));
      await expect(page.getByRole('link', { name: labels.returnHome })).toHaveAttribute('href', '/');
      await expect.poll(() => logged.join('\n')).toContain(new URL(path, 'http://x').pathname);
    });
  }
});
