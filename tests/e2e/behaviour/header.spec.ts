import { expect, test } from '@playwright/test';

for (const width of [375, 1280]) {
  test(`at ${width} px the header gains a shadow past 50 px, and nothing shifts`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const header = page.locator('#site-header');
    const look = () =>
      header.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.backgroundColor} | ${style.boxShadow}`;
      });
    const height = await header.evaluate((element) => element.getBoundingClientRect().height);
    const atTop = await look();
    expect(atTop).toMatch(/\| (none|rgba\(0, 0, 0, 0\) 0px 0px 0px 0px)$/);
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect.poll(look).toBe(atTop);
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect.poll(look).toMatch(/^rgb\(255, 255, 255\) \| rgba\(30, 42, 39, 0\.12\) 0px 2px 12px 0px$/);
    expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBe(height);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(look).toBe(atTop);
  });
}
