/**
 * The enquiry counter (issue 35), set in the settings of a scratch copy: every page's policy
 * allows its origin (and only then: the unset site is tests/dist/page-policies.test.ts and
 * tests/e2e/privacy.spec.ts), the privacy notice says what is counted, and in a browser refused
 * everything off this machine the page view and each enquiry tap are sent, and nothing under
 * Global Privacy Control or Do Not Track.
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { startLocalServer } from '../support/local-server';
import { build, edit, read, scratchCopy } from './scratch';

const COUNTER = 'https://harpenden.goatcounter.com';
const count = (query: string) => `${COUNTER}/count?${query}`;

/** Opens /contact in a fresh context, records (and refuses) every request off this machine. */
async function counted(
  context: BrowserContext,
  url: string,
  taps: (page: import('@playwright/test').Page) => Promise<void> = async () => {},
) {
  const page = await context.newPage();
  const offMachine: string[] = [];
  await page.route(/^(?!http:\/\/localhost[:/])/, async (route) => {
    offMachine.push(route.request().url());
    await route.abort();
  });
  await page.goto(`${url}/contact`, { waitUntil: 'networkidle' });
  // Stay on the page: a tapped link's own action (dialler, mail program, next page) is not the test's.
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
  await taps(page);
  await page.waitForLoadState('networkidle');
  return offMachine;
}

describe('an enquiry counter set in the settings', () => {
  let dir: string;
  let server: { url: string; stop: () => void };
  let browser: Browser;
  beforeAll(async () => {
    dir = scratchCopy();
    edit(dir, 'src/content/settings.yaml', (text) => text.replace(/^# goatCounter: .*$/m, `goatCounter: "${COUNTER}"`));
    const { status, output } = build(dir);
    if (status !== 0) throw new Error(output);
    server = await startLocalServer(dir);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser.close();
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("joins every page's policy, for sending only", () => {
    const pages = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.html') && !file.startsWith('admin'),
    );
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) {
      expect(read(dir, join('dist', page)), page).toMatch(new RegExp(`connect-src 'self' ${COUNTER}[;"]`));
    }
  });

  it('is described in the privacy notice, with how to object', () => {
    const privacy = read(dir, 'dist/privacy.html');
    expect(privacy).toContain('Counting visits and enquiries');
    expect(privacy).toContain('Global Privacy Control or Do Not Track');
  });

  it('counts the page view, then her call, e-mail, booking and copy links by page; never a helpline', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const sent = await counted(context, server.url, async (page) => {
      const main = page.locator('main');
      await main.locator('a[href="tel:+441632960123"]').first().click();
      await main.locator('a[href="tel:116123"]').first().click();
      await main.locator('a[href^="mailto:hello@example.com"]').first().click();
      await page.locator('header a[href="/booking"]').first().click();
      await main.locator('button[data-copy]').click();
    });
    const expected = [
      count('p=%2Fcontact&r='),
      count('p=call+%2Fcontact&e=true'),
      count('p=email+%2Fcontact&e=true'),
      count('p=booking+%2Fcontact&e=true'),
      count('p=copy+%2Fcontact&e=true'),
    ];
    // Beacons are sent in the background, and may reach the network in any order.
    await expect.poll(() => [...sent].sort()).toEqual(expected.sort());
    await context.close();
  });

  for (const [choice, setting] of [
    [
      'Global Privacy Control',
      "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })",
    ],
    ['Do Not Track', "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })"],
  ] as const) {
    it(`sends nothing for a visitor with ${choice} on`, async () => {
      const context = await browser.newContext();
      await context.addInitScript(setting);
      const sent = await counted(context, server.url, async (page) => {
        await page.locator('main a[href="tel:+441632960123"]').first().click();
      });
      await context.close();
      expect(sent).toEqual([]);
    });
  }
});
