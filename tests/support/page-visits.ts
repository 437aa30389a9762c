/**
 * What a browser test records or measures on a page it has opened: the policy complaints and
 * requests while it loads, its accessibility under axe, and whether her phone or e-mail is one
 * tap away. Shared by the tests that visit every page and the ones that look at one.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';
import { labels } from '#/config/labels.ts';
import { siteSettings } from '#/config/site.ts';
import { telHref } from '#/lib/contact-links.ts';

const site = siteSettings();

/**
 * Scrolls a viewport at a time to the bottom, letting each step paint, then waits for what the
 * scrolling started (lazy pictures) to finish. Not 'networkidle', which Playwright discourages: it
 * waits 500 ms past the last request on every page.
 */
export async function scrollToBottom(page: Page): Promise<void> {
  const loading = new Set<Request>();
  const started = (request: Request) => loading.add(request);
  const ended = (request: Request) => loading.delete(request);
  page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
  while (
    await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      await new Promise(requestAnimationFrame);
      return window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1;
    })
  );
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect.poll(() => loading.size, 'requests still loading').toBe(0);
  page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
}

/**
 * Messages Chromium logs when a Content-Security-Policy or Permissions-Policy blocks or misreads
 * something, and every violation the page itself reports: call before the page is opened.
 */
export async function policyComplaints(page: Page): Promise<string[]> {
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

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** axe's best practices, which Lighthouse's accessibility score also counts (heading order, landmarks...). */
const BEST_PRACTICES = ['best-practice'];

/**
 * Each WCAG 2.2 A/AA or best-practice violation axe finds, with the elements it names. In legacy
 * mode (documented; its README calls it a last resort): axe runs in the page alone, where by
 * default it also opens a blank tab to gather the results of cross-origin frames, which no page
 * here has until a visitor asks for a video. A tab of Debian's full Chromium made each check
 * 1.3-1.8 s instead of 0.4-0.5 s, on every page and at two widths.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags([...WCAG_TAGS, ...BEST_PRACTICES])
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

export const her = { tel: telHref(site.phone), mailto: `mailto:${site.email}` };

/** The hrefs of her links, and whether the menu button, that a visitor can tap in the viewport now. */
export const inReach = (page: Page) =>
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

/** Where, of the top, middle and bottom of the page, neither her links nor a menu holding both can be tapped. */
export async function outOfReach(page: Page): Promise<string[]> {
  const menuHolds = await page
    .locator('#mobile-menu a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href.split('?')[0] ?? ''));
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const missed: string[] = [];
  for (const [where, top] of [
    ['top', 0],
    ['middle', height / 2],
    ['bottom', height],
  ] as const) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    const reach = await inReach(page);
    const viaMenu = reach.menu && menuHolds.includes(her.tel) && menuHolds.includes(her.mailto);
    if (reach.links.length === 0 && !viaMenu) missed.push(`${where}: ${JSON.stringify(reach)}`);
  }
  return missed;
}
