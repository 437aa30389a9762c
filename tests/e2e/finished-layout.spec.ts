/**
 * Pages look finished at 1280 px: no column of empty space beside content wider than a third of
 * the viewport on any route (tests/support/empty-columns.ts says what counts as one).
 */
import { expect, test } from '@playwright/test';
import { widestEmptyColumn } from '../support/empty-columns';
import { notFoundRoute, routes } from './routes';

const WIDTH = 1280;
/** About five lines of text: a heading's line beside nothing is no column; a paragraph's side is. */
const MIN_COLUMN_HEIGHT = 120;

test.use({ viewport: { width: WIDTH, height: 900 } });

for (const route of [...routes, notFoundRoute]) {
  test(`${route}: no empty column wider than a third of ${WIDTH} px`, async ({ page }) => {
    await page.goto(route);
    await page.evaluate(() => document.fonts.ready);
    const column = await page.evaluate(widestEmptyColumn, MIN_COLUMN_HEIGHT);
    expect(column.width, `empty from x=${column.left}, beside y=${column.at}`).toBeLessThanOrEqual(WIDTH / 3);
  });
}
