import { siteSettings } from '#/config/site.ts';
import { expect, test } from '@playwright/test';
import { fullBookingLabel } from '#/lib/nav-links.ts';

test.describe('printing an article', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/blog/teen_anxiety');
    await page.emulateMedia({ media: 'print' });
  });

  test('leaves out the header, footer, navigation and buttons', async ({ page }) => {
    await expect(page.locator('#site-header')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'More articles' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeHidden();
    await expect(page.getByRole('link', { name: fullBookingLabel(siteSettings()) })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main .prose').first()).toBeVisible();
  });

  test('sets the text at a readable print size and spells out link addresses', async ({ page }) => {
    const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    expect(fontSize * 0.75, 'points').toBeGreaterThanOrEqual(11);
    expect(fontSize * 0.75, 'points').toBeLessThanOrEqual(12.5);
    const link = page.getByRole('link', { name: 'Teen Support Clinic' });
    const after = await link.evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toBe('" (/clinics/teens)"');
  });
});
