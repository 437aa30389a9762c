import { siteSettings } from '#/config/site.ts';
import { expect, test } from '@playwright/test';
import { fullBookingLabel } from '#/lib/nav-links.ts';

test('keyboard only: every control on the home page is reached and works', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  // Hydrate the carousel first (client:visible): hydrating mid-walk would replace controls already numbered.
  await page.locator('#testimonials-heading').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Next testimonial' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  // Number every visible control once; each Tab press then reads a single attribute.
  const expected = await page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, summary, [tabindex="0"]')]
      .filter((element) => element.offsetParent !== null)
      .filter((element) => !element.closest('dialog'))
      .filter((element) => getComputedStyle(element).visibility !== 'hidden');
    controls.forEach((element, index) => element.setAttribute('data-walk', String(index)));
    return controls.length;
  });
  const reached = new Set<string>();
  for (let press = 0; press < expected + 20 && reached.size < expected; press += 1) {
    await page.keyboard.press('Tab');
    const walk = await page.evaluate(() => document.activeElement?.getAttribute('data-walk'));
    if (walk) reached.add(walk);
  }
  expect(reached.size).toBe(expected);

  // Operate the controls from the keyboard.
  await page.locator('a[href="#main"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  const firstQuestion = page.locator('section[aria-labelledby="faq-heading"] summary').first();
  await firstQuestion.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('section[aria-labelledby="faq-heading"] details').first()).toHaveAttribute('open');

  await page.locator('#testimonials-heading').scrollIntoViewIfNeeded();
  const next = page.getByRole('button', { name: 'Next testimonial' });
  await expect(next).toBeVisible();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() =>
      page
        .getByRole('region', { name: 'Client testimonials' })
        .getByRole('list')
        .evaluate((list) => list.scrollLeft),
    )
    .toBeGreaterThan(100);
});

test('keyboard only on a phone: the menu opens with Enter and its links are reachable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const labels: string[] = [];
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    labels.push((await page.evaluate(() => document.activeElement?.textContent?.replace(/\s+/g, ' ').trim())) ?? '');
  }
  expect(labels).toEqual(expect.arrayContaining(['My Clinics', 'FAQ', fullBookingLabel(siteSettings())]));
});
