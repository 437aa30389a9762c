/** The narrowest phone and the tablet breakpoint (375 and 1280 px: every-page.spec.ts, on every page). */
import { expect, test } from '@playwright/test';
import { misfits } from '../support/fit';
import { routeOfEachType } from './routes';

for (const width of [320, 768]) {
  test.describe(`layout at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of routeOfEachType) {
      test(`${route}: no sideways scroll, nothing clipped, targets big enough`, async ({ page }) => {
        await page.goto(route);
        expect(await page.evaluate(misfits)).toEqual([]);
      });
    }
  });
}
