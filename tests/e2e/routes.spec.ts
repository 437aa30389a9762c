import { expect, test } from '@playwright/test';
import { labels } from '#/config/labels.ts';
import { entries, shown } from '../content';

const notFound = entries('pages').find(({ id }) => id === 'not-found')?.data ?? {};

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
