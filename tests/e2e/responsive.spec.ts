import { expect, test } from '@playwright/test';
import { routeOfEachType } from './routes';

/** The narrowest phone, the tablet breakpoint and a laptop. */
const WIDTHS = [320, 768, 1280];

/** Everything a visitor can press, with its box; inline links in running text are noted. */
const controls = () =>
  [...document.querySelectorAll<HTMLElement>('a[href], button, summary, [tabindex="0"]')]
    .filter((element) => element.offsetParent !== null && !element.closest('dialog, .sr-only'))
    .filter((element) => !element.classList.contains('sr-only'))
    .map((element) => {
      const box = element.getBoundingClientRect();
      return {
        name: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30) || element.getAttribute('aria-label')}"`,
        width: box.width,
        height: box.height,
        inline: Boolean(element.closest('p, li, dd, address')) && getComputedStyle(element).display === 'inline',
      };
    });

/** Elements reaching past the viewport, outside the rows that scroll sideways on purpose. */
const overflowing = () => {
  const limit = document.documentElement.clientWidth + 1;
  return [...document.querySelectorAll<HTMLElement>('body *')]
    .filter((element) => !element.closest('dialog, .overflow-x-auto, .sr-only'))
    .filter((element) => element.getBoundingClientRect().right > limit && element.getBoundingClientRect().width > 0)
    .map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().split(' ')[0]}`);
};

for (const width of WIDTHS) {
  test.describe(`layout at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of routeOfEachType) {
      test(`${route}: no sideways scroll, nothing clipped, targets big enough`, async ({ page }) => {
        await page.goto(route);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
        expect(await page.evaluate(overflowing)).toEqual([]);
        const small = (await page.evaluate(controls)).filter((control) =>
          control.inline ? control.height < 24 : control.width < 44 || control.height < 44,
        );
        expect(
          small.map((control) => `${control.name} ${Math.round(control.width)}x${Math.round(control.height)}`),
        ).toEqual([]);
      });
    }
  });
}
