/**
 * Her optional booking page (bookingUrl in the settings): with it set, /booking, the closing band
 * and the phone menu offer "Choose a time online", a plain link in a new tab, and nothing of the
 * service loads before the click; the privacy notice names the service.
 */
import { rmSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { startLocalServer } from '../support/local-server';
import { build, edit, scratchCopy } from './scratch';

const BOOKING_URL = 'https://calendly.com/sarah-ellis/free-consultation';
const LINK = 'Choose a time online';

describe('with a booking page in the settings', () => {
  let dir = '';
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  let browser: Browser;

  beforeAll(async () => {
    dir = scratchCopy();
    edit(dir, 'src/content/settings.yaml', (text) =>
      text.replace(/^enquirySubjects:/m, `bookingUrl: "${BOOKING_URL}"\nenquirySubjects:`),
    );
    const built = build(dir);
    expect(built.status, built.output).toBe(0);
    server = await startLocalServer(dir);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  }, 300_000);

  afterAll(async () => {
    await browser.close();
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Opens a page, noting every request to another origin. */
  async function open(path: string, width: number): Promise<{ page: Page; elsewhere: string[] }> {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== server.url) elsewhere.push(request.url());
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    return { page, elsewhere };
  }

  const expectPlainLink = async (link: ReturnType<Page['getByRole']>) => {
    await expect.poll(() => link.getAttribute('href')).toBe(BOOKING_URL);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
  };

  it('/booking offers it beside calling and e-mailing, and its closing band too, loading nothing of it', async () => {
    const { page, elsewhere } = await open('/booking', 1280);
    await expectPlainLink(page.locator('#main section').first().getByRole('link', { name: LINK }));
    await expectPlainLink(page.locator('[aria-labelledby="cta-heading"]').getByRole('link', { name: LINK }));
    expect(await page.locator('iframe').count()).toBe(0);
    expect(elsewhere).toEqual([]);
    await page.close();
  });

  it('the phone menu offers it', async () => {
    const { page, elsewhere } = await open('/', 375);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectPlainLink(page.getByRole('dialog').getByRole('link', { name: LINK }));
    expect(elsewhere).toEqual([]);
    await page.close();
  });

  it('the privacy notice names the service', async () => {
    const { page } = await open('/privacy', 1280);
    expect(await page.locator('main').textContent()).toContain('you book through Calendly');
    await page.close();
  });
});
