import { expect, type Page, test } from '@playwright/test';
import { testimonials } from '../../content';

const row = (page: Page) => page.getByRole('region', { name: 'Client testimonials' }).getByRole('list');

async function inView(page: Page): Promise<number> {
  return row(page).evaluate((list) => {
    const box = list.getBoundingClientRect();
    return [...list.children].filter((card) => {
      const rect = card.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });
}

for (const [width, perView] of [
  [1280, 3],
  [900, 2],
] as const) {
  test(`at ${width} px: a row of all eight cards, ${perView} in view, paged by the controls with wrap-around`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.locator('#testimonials-heading').scrollIntoViewIfNeeded();
    const region = page.getByRole('region', { name: 'Client testimonials' });
    await expect(region.getByRole('button', { name: 'Next testimonial' })).toBeVisible();
    await expect(row(page).locator('[aria-roledescription="slide"]')).toHaveCount(testimonials.length);
    expect(await inView(page)).toBe(perView);
    const scrollLeft = () => row(page).evaluate((list) => Math.round(list.scrollLeft));
    const end = await row(page).evaluate((list) => list.scrollWidth - list.clientWidth);
    /** Presses a control and waits for the smooth scroll to come to rest. */
    const press = async (name: string) => {
      await region.getByRole('button', { name }).click();
      await expect
        .poll(async () => [await scrollLeft(), await page.waitForTimeout(150), await scrollLeft()].join())
        .toMatch(/^(\d+),,\1$/);
      return scrollLeft();
    };
    const positions = [await press('Next testimonial')];
    while ((positions.at(-1) ?? 0) < end - 2 && positions.length < 8) positions.push(await press('Next testimonial'));
    expect(positions[0]).toBeGreaterThan(100);
    expect(positions.length).toBe(Math.ceil(8 / perView) - 1);
    expect(await press('Next testimonial')).toBe(0);
    expect(await press('Previous testimonial')).toBeGreaterThanOrEqual(end - 2);
  });
}

test('without JavaScript every testimonial is still there to read', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('section[aria-labelledby="testimonials-heading"] figure')).toHaveCount(testimonials.length);
  await context.close();
});
