import { expect, test, type Page } from '@playwright/test';
import { labels } from '#/config/labels.ts';
import { bookingLink, fullBookingLabel, type NavLink } from '#/lib/nav-links.ts';
import { siteSettings } from '#/config/site.ts';
import { mailtoHref, telHref } from '#/lib/contact-links.ts';
import { paths } from '#/config/paths.ts';
import { footerServices, navLinks } from '../content';

const site = siteSettings();

const pairs = (links: NavLink[]) => links.map(({ href, label }) => [href, label]);

test.describe('header', () => {
  for (const width of [768, 1280]) {
    test(`at ${width} px: the navigation's links, then About and Contact; her number and the booking button`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(paths.about);
      const nav = page.getByRole('navigation', { name: labels.mainNav });
      const links = await nav
        .getByRole('link')
        .evaluateAll((anchors) =>
          anchors.map((a) => [a.getAttribute('href'), a.textContent?.replace(/\s+/g, ' ').trim()]),
        );
      // Decided beyond the specification's header: About and Contact too (DECISIONS.md, "Desktop header").
      const aboutAndContact = navLinks('footer').filter(([href]) => href === paths.about || href === paths.contact);
      expect(links).toEqual([...navLinks('header'), ...aboutAndContact]);
      for (const [, label] of links)
        await expect(nav.getByRole('link', { name: label ?? '', exact: true })).toBeVisible();
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute(
        'href',
        telHref(site.phone),
      );
      await expect(banner.getByRole('link', { name: bookingLink.label, exact: true })).toHaveAttribute(
        'href',
        bookingLink.href,
      );
      await expect(banner.getByRole('link').first()).toHaveAttribute('href', paths.home);
    });
  }

  test('mobile menu’s booking link has the full label', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(paths.home);
    await page.getByRole('button', { name: labels.openMenu }).click();
    const menu = page.getByRole('dialog', { name: labels.menu });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: fullBookingLabel(site) })).toHaveAttribute('href', bookingLink.href);
  });
});

test.describe('footer', () => {
  const columnLinks = (page: Page, heading: string) =>
    page
      .getByRole('contentinfo')
      .locator('div', { has: page.getByRole('heading', { name: heading, exact: true }) })
      .last()
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((a) => [a.getAttribute('href'), a.textContent?.replace(/\s+/g, ' ').trim()]),
      );

  test('has the quick and legal links, and each service’s footer link in its order', async ({ page }) => {
    await page.goto(paths.home);
    expect(await columnLinks(page, labels.quickLinks)).toEqual([
      ...navLinks('footer'),
      [bookingLink.href, bookingLink.label],
    ]);
    expect(await columnLinks(page, labels.legal)).toEqual(navLinks('legal'));
    expect(await columnLinks(page, labels.services)).toEqual(pairs(footerServices));
  });

  test('shows contact details, three social links and this year’s copyright', async ({ page }) => {
    await page.goto(paths.home);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(site.address.venue)).toBeVisible();
    await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute('href', telHref(site.phone));
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      mailtoHref(site.email, site.enquirySubjects.general),
    );
    for (const profile of site.social) {
      await expect(footer.getByRole('link', { name: profile.network })).toHaveAttribute('href', profile.url);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});
