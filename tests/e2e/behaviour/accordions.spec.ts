import { expect, test } from '@playwright/test';
import { FAQ_CATEGORIES } from '#/schemas/faq.ts';

for (const width of [375, 1280]) {
  test(`home FAQ at ${width} px: one answer open at a time; clicking the open one closes it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const items = page.locator('section[aria-labelledby="faq-heading"] details');
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open');
    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).toHaveAttribute('open');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await items.nth(2).locator('summary').click();
    await expect(page.locator('section[aria-labelledby="faq-heading"] details[open]')).toHaveCount(0);
  });

  test(`FAQ page at ${width} px: each category is its own single-open, fully collapsible list`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/faq');
    const about = page.getByRole('region', { name: FAQ_CATEGORIES.about }).locator('details');
    const practical = page.getByRole('region', { name: FAQ_CATEGORIES.practical }).locator('details');
    await about.nth(0).locator('summary').click();
    await practical.nth(0).locator('summary').click();
    await expect(about.nth(0)).toHaveAttribute('open');
    await expect(practical.nth(0)).toHaveAttribute('open');
    await about.nth(1).locator('summary').click();
    await expect(about.nth(0)).not.toHaveAttribute('open');
    await about.nth(1).locator('summary').click();
    await practical.nth(0).locator('summary').click();
    await expect(page.locator('main details[open]')).toHaveCount(0);
  });
}
