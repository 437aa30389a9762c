import { expect, test, type Page } from '@playwright/test';
import { labels } from '#/config/labels.ts';
import { fullBookingLabel } from '#/lib/nav-links.ts';
import { siteSettings } from '#/config/site.ts';
import { mailtoHref, telHref } from '#/lib/contact-links.ts';
import { dayRangeLabel, hoursLabel } from '#/lib/office-hours.ts';
import { FAQ_CATEGORIES } from '#/schemas/faq.ts';
import { entries, pageHeadings } from '../content';

const site = siteSettings();

const consultation = mailtoHref(site.email, site.enquirySubjects.consultation);
const general = mailtoHref(site.email, site.enquirySubjects.general);
const tel = telHref(site.phone);
/** A page's own content: its main region without the call-to-action band every page ends with. */
const ownContent = (page: Page) => page.locator('main > :not([aria-labelledby="cta-heading"])');

test('/booking: its first screen offers calling and e-mailing, equal, each written out', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/booking');
  const main = ownContent(page);
  const call = main.getByRole('link', { name: `Call ${site.phone}` });
  const email = main.getByRole('link', { name: `E-mail ${site.email}` });
  await expect(call).toHaveAttribute('href', tel);
  await expect(email).toHaveAttribute('href', consultation);
  const [callBox, emailBox] = await Promise.all([call.boundingBox(), email.boundingBox()]);
  expect(emailBox?.width).toBe(callBox?.width);
  expect((emailBox?.y ?? Infinity) + (emailBox?.height ?? 0)).toBeLessThanOrEqual(812);
  for (const name of pageHeadings('booking')) {
    await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
  }
});

test('/contact: phone is a tel: link, e-mail a mail link, consultation button, hours and map', async ({ page }) => {
  await page.goto('/contact');
  const main = ownContent(page);
  await expect(main.getByRole('link', { name: site.phone })).toHaveAttribute('href', tel);
  await expect(main.getByRole('link', { name: site.email })).toHaveAttribute('href', general);
  await expect(main.getByRole('link', { name: fullBookingLabel(site) })).toHaveAttribute('href', consultation);
  for (const hours of site.officeHours) {
    const row = main.locator('dl > div').filter({ hasText: dayRangeLabel(hours.days) });
    await expect(row.locator('dd')).toHaveText(hoursLabel(hours));
  }
  await expect(main.getByRole('link', { name: labels.openInMaps })).toHaveAttribute('href', /openstreetmap\.org/);
});

test('/contact: the map frame loads only after "Show map"', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: labels.showMap }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /openstreetmap\.org\/export\/embed/);
  // Styled by classes only the script writes: the page's CSS must still hold them.
  const box = await page.locator('iframe').boundingBox();
  expect(box && Math.round((box.width * 9) / 16)).toBe(box && Math.round(box.height));
});

test('/faq: each category with its questions, plus contact and booking buttons', async ({ page }) => {
  await page.goto('/faq');
  const categories = Object.entries(FAQ_CATEGORIES).filter(([key]) => key !== 'home');
  for (const [key, name] of categories) {
    const questions = entries('faq').filter(({ data }) => data['category'] === key);
    await expect(page.getByRole('region', { name }).locator('details')).toHaveCount(questions.length);
  }
  await expect(page.getByRole('link', { name: labels.contactMe })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('main').getByRole('link', { name: fullBookingLabel(site) })).toHaveAttribute(
    'href',
    '/booking',
  );
});

test('/about has every heading of its text and sections, and the qualifications list', async ({ page }) => {
  await page.goto('/about');
  for (const name of pageHeadings('about')) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.locator('.prose ul li').first()).toBeVisible();
});

test('/online-therapy has every heading of its text and sections, and a booking button', async ({ page }) => {
  await page.goto('/online-therapy');
  for (const name of pageHeadings('online-therapy')) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: fullBookingLabel(site) })).toHaveAttribute(
    'href',
    '/booking',
  );
});

for (const route of ['/booking', '/contact']) {
  test(`${route} has no closing band: the page itself is the way to her`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('[aria-labelledby="cta-heading"]')).toHaveCount(0);
  });
}
