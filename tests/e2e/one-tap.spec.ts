/**
 * A visitor on a phone is always one tap from her: the menu holds both her links. (On every page,
 * at the top, middle and bottom, her link or that menu's button is in view: every-page.spec.ts;
 * that every page ends with a way to enquire is read from the built HTML:
 * tests/dist/closing-band.test.ts.)
 */
import { expect, test } from '@playwright/test';
import { labels } from '#/config/labels.ts';
import { siteSettings } from '#/config/site.ts';
import { mailtoHref } from '#/lib/contact-links.ts';
import { her } from '../support/page-visits';

const site = siteSettings();

test.describe('one tap to her at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu holds About, Contact, her phone and her e-mail', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: labels.openMenu }).click();
    const menu = page.getByRole('dialog', { name: labels.menu });
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/about', '/contact', her.tel, mailtoHref(site.email, site.enquirySubjects.general)]),
    );
  });
});
