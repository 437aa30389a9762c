import { expect, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 800 } });

const START = Date.UTC(2026, 0, 1, 9);

const carousel = (page: Page) => page.getByRole('region', { name: 'Client testimonials' });
const slide = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]');

/** The fake clock is paused before the page loads, so only runFor() moves time. */
async function openCarousel(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1_000);
  await page.goto('/');
  await page.locator('#testimonials-heading').scrollIntoViewIfNeeded();
  await expect(slide(page)).toHaveCount(1);
  await expect(slide(page)).toHaveAttribute('aria-label', '1 of 8');
  await page.mouse.move(0, 0);
}

test('a change fades for 500 ms, then swaps; clicks during the fade are ignored', async ({ page }) => {
  await openCarousel(page);
  await carousel(page).getByRole('button', { name: 'Next testimonial' }).click();
  await expect(slide(page)).toHaveAttribute('data-fading', 'true');
  await page.clock.runFor(250);
  await carousel(page).getByRole('button', { name: 'Next testimonial' }).click();
  await page.clock.runFor(249);
  await expect(slide(page)).toHaveAttribute('aria-label', '1 of 8');
  await page.clock.runFor(1);
  await expect(slide(page)).toHaveAttribute('aria-label', '2 of 8');
  await expect(slide(page)).toHaveAttribute('data-fading', 'false');
  await page.clock.runFor(1000);
  await expect(slide(page)).toHaveAttribute('aria-label', '2 of 8');
});

test('navigation wraps both ways, and the dots jump to a slide', async ({ page }) => {
  await openCarousel(page);
  await carousel(page).getByRole('button', { name: 'Previous testimonial' }).click();
  await page.clock.runFor(500);
  await expect(slide(page)).toHaveAttribute('aria-label', '8 of 8');
  await carousel(page).getByRole('button', { name: 'Next testimonial' }).click();
  await page.clock.runFor(500);
  await expect(slide(page)).toHaveAttribute('aria-label', '1 of 8');
  await carousel(page).getByRole('button', { name: 'Show testimonial 5' }).click();
  await page.clock.runFor(500);
  await expect(slide(page)).toHaveAttribute('aria-label', '5 of 8');
  await expect(carousel(page).getByRole('button', { name: 'Show testimonial 5' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('auto-advances every 10 s: not at 9.9 s, fading at 10 s, swapped at 10.5 s; silent for screen readers', async ({
  page,
}) => {
  await openCarousel(page);
  const live = carousel(page).locator('[aria-live]');
  await expect(live).toHaveAttribute('aria-live', 'off');
  await page.clock.runFor(9_900);
  await expect(slide(page)).toHaveAttribute('data-fading', 'false');
  await page.clock.runFor(100);
  await expect(slide(page)).toHaveAttribute('data-fading', 'true');
  await page.clock.runFor(500);
  await expect(slide(page)).toHaveAttribute('aria-label', '2 of 8');
  await expect(live).toHaveAttribute('aria-live', 'off');
});

test('announces changes politely once the visitor navigates', async ({ page }) => {
  await openCarousel(page);
  await carousel(page).getByRole('button', { name: 'Next testimonial' }).click();
  await expect(carousel(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
});

test('the pause control stops and restarts auto-advance', async ({ page }) => {
  await openCarousel(page);
  await carousel(page).getByRole('button', { name: 'Pause automatic rotation' }).click();
  await page.mouse.move(0, 0);
  await page.locator('body').focus();
  await page.clock.runFor(30_000);
  await expect(slide(page)).toHaveAttribute('aria-label', '1 of 8');
  await carousel(page).getByRole('button', { name: 'Start automatic rotation' }).click();
  await page.mouse.move(0, 0);
  await page.locator('body').focus();
  await page.clock.runFor(10_500);
  await expect(slide(page)).toHaveAttribute('aria-label', '2 of 8');
});

test('hover and keyboard focus pause auto-advance', async ({ page }) => {
  await openCarousel(page);
  await carousel(page).hover();
  await page.clock.runFor(25_000);
  await expect(slide(page)).toHaveAttribute('aria-label', '1 of 8');
  await page.mouse.move(0, 0);
  await carousel(page).getByRole('button', { name: 'Next testimonial' }).focus();
  await page.clock.runFor(25_000);
  await expect(slide(page)).toHaveAttribute('aria-label', '1 of 8');
});

test('nothing auto-advances under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openCarousel(page);
  await expect(carousel(page).getByRole('button', { name: /automatic rotation/ })).toHaveCount(0);
  await page.clock.runFor(60_000);
  await expect(slide(page)).toHaveAttribute('aria-label', '1 of 8');
});
