import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { routes } from './routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** axe's best practices, which Lighthouse's accessibility score also counts (heading order, landmarks...). */
const BEST_PRACTICES = ['best-practice'];

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of [...routes, '/no-such-page']) {
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
