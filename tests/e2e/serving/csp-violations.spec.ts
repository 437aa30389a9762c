import { expect, test, type Page } from '@playwright/test';
import { routes } from '../routes';

/** Every Content-Security-Policy violation the page reports, and every console message about one. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
}

test('no page, the not-found page included, breaks its Content-Security-Policy once loaded and scrolled through', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  for (const path of [...routes, '/no-such-page']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    // client:visible islands load their code when scrolled to.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(violations, path).toEqual([]);
  }
});

test('/contact: the map frame loads under the policy once "Show map" is pressed', async ({ page }) => {
  const violations = await recordViolations(page);
  // The test machine has no internet: the map answers from here.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
  );
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.frameLocator('iframe').getByText('map')).toBeVisible();
  expect(violations).toEqual([]);
});
