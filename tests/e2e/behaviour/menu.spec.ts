import { expect, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 700 } });

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const focusedInsideMenu = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-menu')));

test('opens full screen with focus inside, traps Tab, closes on Escape and returns focus', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(menu(page)).toBeVisible();
  await expect.poll(() => menu(page).evaluate((element) => element.getBoundingClientRect().width)).toBe(375);
  expect(await focusedInsideMenu(page)).toBe(true);
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusedInsideMenu(page)).toBe(true);
  }
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInsideMenu(page)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the page behind does not scroll while it is open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.mouse.wheel(0, 800);
  await page.keyboard.press('End');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu(page)).toBeHidden();
});

test('tapping a link closes it and goes there; Back does not return to an open menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(menu(page)).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(menu(page)).toBeHidden();
});

test('is not offered at desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' })).toBeVisible();
});
