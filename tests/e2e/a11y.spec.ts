import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { routeOfEachType, routes } from './routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** axe's best practices, which Lighthouse's accessibility score also counts (heading order, landmarks...). */
const BEST_PRACTICES = ['best-practice'];

/**
 * Every route at 1280 px, where every page's content is checked; at 375 px one route of each page
 * type, as what the width changes is the layout, and the layouts differ by type.
 */
const AT_WIDTH = { 375: routeOfEachType, 1280: [...routes, '/no-such-page'] };

for (const [width, routesAtWidth] of Object.entries(AT_WIDTH)) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width: Number(width), height: 900 } });
    for (const route of routesAtWidth) {
      test(`${route} has no WCAG 2.2 A/AA or best-practice violations`, async ({ page }) => {
        await page.goto(route);
        const results = await new AxeBuilder({ page }).withTags([...WCAG_TAGS, ...BEST_PRACTICES]).analyze();
        const violations = results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        expect(violations).toEqual([]);
      });
    }
  });
}
