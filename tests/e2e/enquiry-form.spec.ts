/**
 * Her enquiry form (issue 49) on the launched practice (tests/fixtures/launched: a Formspree form and her
 * usual reply time set), in Chromium: the pages are the built site as the host sends them (`npm run serve`,
 * headers and all), the form's service is a stand-in of its endpoint, and every other request off this
 * machine is refused. A visitor's words go to the service alone, with or without
 * JavaScript, only once sent; the service sends them on to our thank-you page. Each policy lets the form's
 * pages, and only them, post to the service. Each service's fields: tests/unit/enquiry-form.test.ts; the
 * site with no form set: tests/dist/enquiry-form-unset.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Settings } from '#/config/settings-schema.ts';
import { LAUNCHED_DIR, launchedPractice, launchedSettings } from '../fixtures/launched/practice.ts';
import { startLocalServer } from '../support/local-server.ts';
import { axeViolations, policyComplaints } from '../support/page-visits.ts';

/** Formspree's origin, as its documentation gives its form addresses (https://formspree.io/f/<id>). */
const SERVICE = 'https://formspree.io';
const FORM_PAGES = ['/contact', '/booking'];

let server: { url: string; stop: () => void };
let site: Settings;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startLocalServer(launchedPractice());
  site = launchedSettings();
});
test.afterAll(() => server.stop());

interface Visit {
  page: Page;
  /** What reached the stand-in: each request's method and its fields. */
  posted: { method: string; fields: Record<string, string> }[];
  /** Every other request off this machine, refused. */
  refused: string[];
  /** What a policy blocked, as Chromium tells it. */
  complaints: string[];
}

/**
 * Her site as this machine serves it; the service's endpoint a stand-in that, as Formspree does for a plain
 * HTML form, answers a post by sending the visitor to the page `_next` names: her site's thank-you page, here
 * the local server's (a browser does not let a test route the request a redirect makes).
 */
async function visit(context: BrowserContext, path: string): Promise<Visit> {
  const posted: Visit['posted'] = [];
  const refused: string[] = [];
  await context.route(/^(?!http:\/\/localhost[:/])/, async (route) => {
    const request = route.request();
    if (request.url() === site.enquiryForm) {
      const fields = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
      posted.push({ method: request.method(), fields });
      const next = fields['_next'] ?? '';
      const local = next.startsWith(site.siteUrl) ? `${server.url}${next.slice(site.siteUrl.length)}` : next;
      return route.fulfill({ status: 303, headers: { Location: local } });
    }
    refused.push(request.url());
    return route.abort();
  });
  const page = await context.newPage();
  const complaints = await policyComplaints(page);
  await page.goto(`${server.url}${path}`);
  return { page, posted, refused, complaints };
}

const WORDS = { name: 'Jo Visitor', reply: 'jo@example.org', message: 'I would like to ask about sleep.' };

async function fillIn(page: Page) {
  const form = page.locator('form');
  await form.getByLabel('Your name').fill(WORDS.name);
  await form.getByLabel('Your e-mail address or phone number').fill(WORDS.reply);
  await form.getByLabel('Your message').fill(WORDS.message);
}

for (const javaScript of [true, false]) {
  for (const path of FORM_PAGES) {
    test(`${path}, JavaScript ${javaScript ? 'on' : 'off'}: her words go to the service once sent, then to our thank-you page`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const { page, posted, refused, complaints } = await visit(context, path);
      await page.waitForLoadState('networkidle');
      // Nothing of the service before the visitor sends.
      expect(posted).toEqual([]);
      await fillIn(page);
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.waitForURL(`${server.url}/thank-you`);

      const subject = path === '/booking' ? site.enquirySubjects.consultation : site.enquirySubjects.general;
      expect(posted).toEqual([
        {
          method: 'POST',
          // The honeypot goes empty: a person never sees it.
          fields: { _subject: subject, _next: `${site.siteUrl}/thank-you`, _gotcha: '', ...WORDS },
        },
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your message');
      await page.waitForLoadState('networkidle');
      expect(refused).toEqual([]);
      expect(complaints).toEqual([]);
      await context.close();
    });
  }
}

test('a form not filled in is not sent: the browser asks for each field, without JavaScript too', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const { page, posted } = await visit(context, '/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('form :invalid')).toHaveCount(3);
  expect(page.url()).toBe(`${server.url}/contact`);
  expect(posted).toEqual([]);
  await context.close();
});

test('the honeypot is out of sight and out of the tab order', async ({ browser }) => {
  const context = await browser.newContext();
  const { page } = await visit(context, '/contact');
  const honeypot = page.locator('form [name="_gotcha"]');
  await expect(honeypot).toHaveCount(1);
  await expect(honeypot).toBeHidden();
  await page.getByLabel('Your message').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await context.close();
});

test('the thank-you page: never indexed, in no sitemap, the next step, her reply time and phone, no closing band', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const { page } = await visit(context, '/thank-you');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  const main = page.locator('main');
  await expect(main).toContainText(`I usually reply ${site.replyTime ?? ''}`);
  await expect(main).toContainText('free consultation');
  await expect(main.locator(`a[href^="tel:"]`).first()).toHaveText(site.phone.replaceAll(' ', '\u00a0'));
  await expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  // The visitor has just written: no closing band asking them to.
  await expect(main.locator('[aria-labelledby="cta-heading"]')).toHaveCount(0);
  const sitemaps = readdirSync(join(LAUNCHED_DIR, 'dist')).filter((file) => /^sitemap-\d+\.xml$/.test(file));
  for (const file of sitemaps)
    expect(readFileSync(join(LAUNCHED_DIR, 'dist', file), 'utf8')).not.toContain('/thank-you');
  await context.close();
});

test('the form’s pages and the thank-you page meet WCAG 2.2 AA (axe)', async ({ browser }) => {
  const context = await browser.newContext();
  for (const path of [...FORM_PAGES, '/thank-you']) {
    const { page } = await visit(context, path);
    expect(await axeViolations(page), path).toEqual([]);
    await page.close();
  }
  await context.close();
});

test('her usual reply time shows on /contact and /booking, where a visitor decides to write, said once', async ({
  browser,
}) => {
  const context = await browser.newContext();
  for (const path of FORM_PAGES) {
    const { page } = await visit(context, path);
    await expect(page.locator('main').getByText(`I usually reply ${site.replyTime ?? ''}.`)).toBeVisible();
    const said = (await page.locator('main').innerText()).split(site.replyTime ?? '').length - 1;
    expect(said, `${path}: her reply time, said once`).toBe(1);
    await page.close();
  }
  await context.close();
});

test('the privacy notice names the service, where the form’s own link leads', async ({ browser }) => {
  const context = await browser.newContext();
  const { page } = await visit(context, '/contact');
  await page.getByRole('link', { name: 'how your message is handled' }).click();
  await page.waitForURL(`${server.url}/privacy#enquiry-form`);
  const section = page.locator('#enquiry-form');
  await expect(section).toHaveText('Writing to me with the form');
  await expect(page.locator('#enquiry-form + p')).toContainText('goes to Formspree');
  await expect(page.locator('#enquiry-form + p a')).toHaveAttribute('href', /^https:\/\/formspree\.io\//);
  await context.close();
});

/** A built page's own policy, by directive. */
const formActionOf = (file: string) =>
  /form-action ([^;"]+)/.exec(
    /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(
      readFileSync(join(LAUNCHED_DIR, 'dist', file), 'utf8'),
    )?.[1] ?? '',
  )?.[1];

test('every page’s own policy posts to the site alone, but for the form’s pages, which may post to the service', () => {
  const pages = readdirSync(join(LAUNCHED_DIR, 'dist'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('admin'),
  );
  expect(pages.length).toBeGreaterThan(30);
  for (const file of pages)
    expect(formActionOf(file), file).toBe(
      ['contact.html', 'booking.html'].includes(file) ? `'self' ${SERVICE}` : "'self'",
    );
});

test('the host’s header policy allows the service on every page, which each page’s own narrows', async ({
  request,
}) => {
  for (const path of ['/contact', '/about']) {
    const reply = await request.get(`${server.url}${path}`);
    expect(reply.headers()['content-security-policy'], path).toBe(
      `object-src 'none'; base-uri 'self'; form-action 'self' ${SERVICE}; frame-ancestors 'none'`,
    );
  }
});
