import { expect, test } from '@playwright/test';

const START = Date.UTC(2026, 0, 1, 9);

for (const width of [375, 1280]) {
  test(`/services#sleep at ${width} px waits 300 ms, then scrolls smoothly to the card 100 px from the top`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START + 1_000);
    await page.goto('/services#sleep');
    const cardTop = () => page.locator('#sleep').evaluate((card) => Math.round(card.getBoundingClientRect().top));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(299);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(cardTop).toBeGreaterThanOrEqual(98);
    await expect.poll(cardTop).toBeLessThanOrEqual(102);
  });
}
