import { expect, test, type Page } from '@playwright/test';
import { mapEmbedUrl } from '#/lib/map-links.ts';
import { site } from '#/config/site.ts';
import { routes } from './routes';

/** Scrolls a viewport at a time to the bottom, letting each step paint, so lazy content gets its chance to load. */
async function scrollToBottom(page: Page): Promise<void> {
  while (
    await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      await new Promise(requestAnimationFrame);
      return window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1;
    })
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Messages Chromium logs when a Content-Security-Policy or Permissions-Policy blocks or misreads
 * something, and every violation the page itself reports.
 */
async function policyComplaints(page: Page): Promise<string[]> {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(message.text()))
      complaints.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => complaints.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  return complaints;
}

// The not-found page too, as any unknown path serves it.
for (const route of [...routes, '/no-such-page']) {
  test(`${route}: loading and scrolling to the bottom requests only the site itself, sets no cookie, breaks no policy`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const complaints = await policyComplaints(page);

    await page.goto(route);
    await scrollToBottom(page);

    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => new URL(url).origin !== origin && !url.startsWith('data:'))).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(complaints).toEqual([]);
  });
}

test('/contact: the OpenStreetMap frame is requested only after "Show map", and the policy lets it load', async ({
  page,
}) => {
  const embed = mapEmbedUrl(site.map);
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('openstreetmap.org')) mapRequests.push(request.url());
  });
  // The test machine has no internet: the map answers from here.
  await page.route(`${new URL(embed).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
  );
  const complaints = await policyComplaints(page);

  await page.goto('/contact');
  await scrollToBottom(page);
  expect(mapRequests).toEqual([]);
  await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\//,
  );

  const frameRequest = page.waitForRequest(embed);
  await page.getByRole('button', { name: 'Show map' }).click();
  await frameRequest;
  await expect(page.frameLocator('iframe').getByText('map')).toBeVisible();
  expect(mapRequests).toEqual([embed]);
  expect(complaints).toEqual([]);
});
