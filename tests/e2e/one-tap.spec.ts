/**
 * A visitor on a phone is always one tap from her: on every route, at the top, middle and bottom
 * of the page, a tap-to-call or tap-to-mail link to her is in view (not covered), or the menu
 * button is, with a menu that holds both. (That every page ends with a way to enquire is read
 * from the built HTML: tests/dist/closing-band.test.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { labels } from '#/config/labels.ts';
import { site } from '#/config/site.ts';
import { mailtoHref, telHref } from '#/lib/contact-links.ts';
import { notFoundRoute, routes } from './routes';

const her = { tel: telHref(site.phone), mailto: `mailto:${site.email}` };

/** The hrefs of her links, and whether the menu button, that a visitor can tap in the viewport now. */
const inReach = (page: Page) =>
  page.evaluate(
    ({ tel, mailto, openMenu }) => {
      const tappable = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.bottom <= 0 || box.top >= window.innerHeight) return false;
        const x = box.left + box.width / 2;
        const y = Math.min(Math.max(box.top + box.height / 2, 1), window.innerHeight - 1);
        return element.contains(document.elementFromPoint(x, y));
      };
      const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
        .filter((link) => link.href === tel || link.href.split('?')[0] === mailto)
        .filter(tappable)
        .map((link) => link.href.split('?')[0]);
      const menuButton = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === openMenu);
      return { links, menu: Boolean(menuButton && tappable(menuButton)) };
    },
    { ...her, openMenu: labels.openMenu },
  );

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

  for (const route of [...routes, notFoundRoute]) {
    test(`${route}: at the top, middle and bottom`, async ({ page }) => {
      await page.goto(route);
      const menuHolds = await page
        .locator('#mobile-menu a[href]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href.split('?')[0] ?? ''));
      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (const [where, top] of [
        ['top', 0],
        ['middle', height / 2],
        ['bottom', height],
      ] as const) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
        const reach = await inReach(page);
        const viaMenu = reach.menu && menuHolds.includes(her.tel) && menuHolds.includes(her.mailto);
        expect(reach.links.length > 0 || viaMenu, `${where}: ${JSON.stringify(reach)}`).toBe(true);
      }
    });
  }
});
