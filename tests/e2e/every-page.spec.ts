/**
 * Every page, opened at 1280 px and reloaded at 375 px in one tab, checked for all a page owes a
 * visitor: it answers with one h1 and its own title; at each width it fits (no sideways scroll,
 * nothing past the edge, targets big enough), has one booking action a screen and headings and
 * buttons that break well (issue 34), no two identical actions in a screen and its heading its
 * largest type (issue 47); no empty column at 1280 px; no WCAG 2.2 A/AA or
 * best-practice violation (every page at 1280 px; at 375 px one of each type, as what the width
 * changes is the layout); at 375 px her phone or e-mail one tap away at the top, middle and bottom;
 * and, loaded and scrolled to the bottom at both widths, only the site itself requested, no cookie,
 * no policy broken. One page of each type is also reloaded at the narrowest phone (320 px) and at
 * the tablet breakpoint (768 px) and must fit there too. Each check is soft, so a page's every
 * failure is told in one run; one tab for every width, as a new tab costs more than the checks.
 */
import { expect, test, type Page } from '@playwright/test';
import { widestEmptyColumn } from '../support/empty-columns';
import { misfits } from '../support/fit';
import { axeViolations, her as herLinks, outOfReach, policyComplaints, scrollToBottom } from '../support/page-visits';
import { badBreaks, identicalActionsInOneScreen, typeLargerThanHeading } from '../support/typography';
import { routeOfEachType, routes } from './routes';

/** Any unknown path answers with the not-found page. */
const NOT_FOUND = '/no-such-page';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
/** The narrowest phone and the tablet breakpoint, where only the fit is checked. */
const FIT_ONLY = [
  { width: 320, height: 900 },
  { width: 768, height: 900 },
];
/** About five lines of text: a heading's line beside nothing is no column; a paragraph's side is. */
const MIN_COLUMN_HEIGHT = 120;

/** The checks that depend on the width, on the page as loaded at that width. */
async function checkScreen(page: Page, route: string, screen: typeof LAPTOP): Promise<void> {
  const at = `${screen.width} px`;
  await page.evaluate(() => document.fonts.ready);
  expect.soft(await page.evaluate(misfits), `${at}: fits the width`).toEqual([]);
  const actions = await page.evaluate(identicalActionsInOneScreen, {
    screenHeight: screen.height,
    her: [herLinks.tel, herLinks.mailto],
  });
  expect.soft(actions, `${at}: no two identical actions in one screen`).toEqual([]);
  expect.soft(await page.evaluate(badBreaks), `${at}: headings and buttons break well`).toEqual([]);
  expect.soft(await page.evaluate(typeLargerThanHeading), `${at}: the page's heading leads`).toEqual([]);
  if (screen === LAPTOP) {
    const column = await page.evaluate(widestEmptyColumn, MIN_COLUMN_HEIGHT);
    const where = `${at}: empty column from x=${column.left}, beside y=${column.at}`;
    expect.soft(column.width, where).toBeLessThanOrEqual(screen.width / 3);
  }
  if (screen === LAPTOP || routeOfEachType.includes(route)) {
    expect.soft(await axeViolations(page), `${at}: accessibility`).toEqual([]);
  }
  if (screen === PHONE) expect.soft(await outOfReach(page), `${at}: one tap to her`).toEqual([]);
  await scrollToBottom(page);
}

for (const route of [...routes, NOT_FOUND]) {
  test(`every page: ${route}`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const complaints = await policyComplaints(page);

    await page.setViewportSize(LAPTOP);
    const response = await page.goto(route);
    expect.soft(response?.status(), 'status').toBe(route === NOT_FOUND ? 404 : 200);
    await expect.soft(page.locator('h1'), 'one h1').toHaveCount(1);
    await expect.soft(page.locator('h1'), 'h1').not.toBeEmpty();
    expect.soft((await page.title()).length, 'title length').toBeGreaterThan(10);
    expect.soft((await page.title()).length, 'title length').toBeLessThanOrEqual(70);
    await expect.soft(page.locator('html'), 'language').toHaveAttribute('lang', 'en-GB');
    await checkScreen(page, route, LAPTOP);

    await page.setViewportSize(PHONE);
    await page.reload();
    await checkScreen(page, route, PHONE);

    for (const screen of routeOfEachType.includes(route) ? FIT_ONLY : []) {
      await page.setViewportSize(screen);
      await page.reload();
      await page.evaluate(() => document.fonts.ready);
      expect.soft(await page.evaluate(misfits), `${screen.width} px: fits the width`).toEqual([]);
    }

    expect.soft(requested.length).toBeGreaterThan(0);
    const elsewhere = requested.filter((url) => new URL(url).origin !== origin && !url.startsWith('data:'));
    expect.soft(elsewhere, 'requests off the site').toEqual([]);
    expect.soft(await page.context().cookies(), 'cookies').toEqual([]);
    expect.soft(await page.evaluate(() => document.cookie), 'document.cookie').toBe('');
    expect.soft(complaints, 'policy complaints').toEqual([]);
  });
}
