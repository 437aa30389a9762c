import { expect, test } from '@playwright/test';
import { mapEmbedUrl } from '#/lib/map-links.ts';
import { siteSettings } from '#/config/site.ts';
import { policyComplaints, scrollToBottom } from '../support/page-visits';

const site = siteSettings();

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
