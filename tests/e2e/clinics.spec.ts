import { expect, test } from '@playwright/test';
import { labels } from '#/config/labels.ts';
import { clinicIds } from './routes';

test('/clinics shows a header, a card for each clinic and a call-to-action banner', async ({ page }) => {
  await page.goto('/clinics');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(clinicIds.length);
  await expect(page.locator('section[aria-labelledby="cta-heading"]')).toBeVisible();
});

for (const id of clinicIds) {
  test(`/clinics/${id}: back link, four topics, button and banner`, async ({ page }) => {
    await page.goto(`/clinics/${id}`);
    await expect(page.getByRole('link', { name: labels.backToClinics })).toHaveAttribute('href', '/clinics');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
    const target = id === 'probono' ? '/contact' : '/booking';
    const band = page.locator('section[aria-labelledby="cta-heading"]');
    const own = page.locator('main a.rounded-full:not(section[aria-labelledby="cta-heading"] a)');
    expect(await own.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([target]);
    // The banner does not repeat the page's own button: it offers calling and e-mailing.
    await expect(band).toBeVisible();
    const inBand = await band.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(inBand.map((href) => href?.split(':')[0])).toEqual(['tel', 'mailto']);
  });
}
