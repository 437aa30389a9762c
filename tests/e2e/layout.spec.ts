import { expect, test } from '@playwright/test';
import { site } from '~/config/site';
import { telHref } from '~/lib/contact-links';

test.describe('header', () => {
  test('lists the spec’s links and labels', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = await nav
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href'), a.textContent?.trim()]));
    expect(links).toEqual([
      ['/clinics', 'My Clinics'],
      ['/services', 'Areas of Support'],
      ['/online-therapy', 'Online Therapy'],
      ['/blog', 'Blog'],
      ['/faq', 'FAQ'],
      ['/booking', 'Book Consultation'],
    ]);
    await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute('href', '/');
  });

  test('mobile menu’s booking link reads "Book Your Free Consultation"', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Book Your Free Consultation' })).toHaveAttribute('href', '/booking');
  });
});

test.describe('footer', () => {
  const columnLinks = (page: import('@playwright/test').Page, heading: string) =>
    page
      .getByRole('contentinfo')
      .locator('div', { has: page.getByRole('heading', { name: heading, exact: true }) })
      .last()
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href'), a.textContent?.trim()]));

  test('has the quick, legal and service links with both service labels', async ({ page }) => {
    await page.goto('/');
    expect((await columnLinks(page, 'Quick links')).map(([href]) => href)).toEqual([
      '/',
      '/about',
      '/services',
      '/blog',
      '/faq',
      '/contact',
      '/booking',
    ]);
    expect((await columnLinks(page, 'Legal')).map(([href]) => href)).toEqual(['/privacy', '/terms']);
    const services = await columnLinks(page, 'Services');
    expect(services.map(([href]) => href)).toEqual([
      '/services/anxiety-stress',
      '/services/confidence-boost',
      '/services/sleep-issues',
      '/services/phobias-fears',
      '/services/weight-management',
      '/services/menopause-relief',
      '/services/teen-support',
    ]);
    expect(services).toContainEqual(['/services/weight-management', 'Habit Change']);
    expect(services).toContainEqual(['/services/teen-support', 'Performance Enhancement']);
  });

  test('shows contact details, three social links and this year’s copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(site.address.venue)).toBeVisible();
    await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute('href', telHref(site.phone));
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    for (const profile of site.social) {
      await expect(footer.getByRole('link', { name: profile.network })).toHaveAttribute('href', profile.url);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});
