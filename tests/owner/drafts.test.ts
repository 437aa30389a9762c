/**
 * Drafts and scheduled posts (issue 35), on a scratch copy: a post ticked draft and one dated in
 * the future are nowhere in the built site (pages, index, feed, sitemap, share images, the
 * previous/next chain), and `astro dev` shows both.
 *
 * The enquiry counter (issue 35), set in the settings of the same copy (one build for both):
 * every page's policy allows its origin (and only then: the unset site is
 * tests/dist/page-policies.test.ts and tests/e2e/privacy.spec.ts), the privacy notice says what is
 * counted, and in a browser refused everything off this machine the page view and each enquiry
 * tap are sent, and nothing under Global Privacy Control or Do Not Track. The pro bono clinic's
 * page (survivors of domestic abuse) is never counted (issue 49): nothing of the counter is on it. A sent
 * enquiry form (set in the same copy) is counted as the visit to the thank-you page it leads to.
 *
 * A new page, in the same copy: it is two files, its route shell (src/pages/) and its copy
 * (src/content/pages/). It is built, linked from the header and the footer with the words its
 * copy gives, listed in the sitemap and given a share image; removed again, every trace goes with
 * it.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { startLocalServer } from '../support/local-server';
import { settingsFile } from '#/config/settings-files.ts';
import { build, edit, lineOf, NOTHING_PUBLISHED, read, scratchCopy, write } from './scratch';

const NEWEST = 'teen_anxiety';
const DRAFT = { slug: 'draft-sleep-diary', title: 'A Sleep Diary That Helps', date: '2025-01-20', draft: true };
const FUTURE = { slug: 'future-spring-calm', title: 'Spring Calm Before Exams', date: '2099-03-01', draft: false };
const DEV_PORT = Number(process.env['PORT'] ?? 4440) + 2;
/** Vitest's own mode variables (DEV=1, MODE=test...) reach a child's import.meta.env: a build and a dev server get their own. */
const VITEST_MODE = ['DEV', 'PROD', 'MODE', 'SSR', 'BASE_URL', 'NODE_ENV', 'TEST', 'VITEST'];
const ownEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !VITEST_MODE.includes(name)));

const COUNTER = 'https://harpenden.goatcounter.com';
/** Her enquiry form (issue 49): a Formspree address, whose stand-in sends the visitor on to the thank-you page. */
const FORM = 'https://formspree.io/f/xyzabcde';
const count = (query: string) => `${COUNTER}/count?${query}`;

/** The pro bono clinic's page (DECISIONS.md: never counted). */
const NEVER_COUNTED = 'clinics/probono';

/** Opens a page (/contact) in a fresh context, records (and refuses) every request off this machine. */
async function counted(
  context: BrowserContext,
  url: string,
  taps: (page: import('@playwright/test').Page) => Promise<void> = async () => {},
  path = '/contact',
) {
  const page = await context.newPage();
  const offMachine: string[] = [];
  await page.route(/^(?!http:\/\/localhost[:/])/, async (route) => {
    offMachine.push(route.request().url());
    await route.abort();
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  // Stay on the page: a tapped link's own action (dialler, mail program, next page) is not the test's.
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
  await taps(page);
  await page.waitForLoadState('networkidle');
  return offMachine;
}

/** The newest post's file, retitled and redated, as she would make a new post by copying one. */
const postFrom = (source: string, post: typeof DRAFT) =>
  source
    .replace(/^title: .*$/m, `title: "${post.title}"`)
    .replace(/^date: .*$/m, `date: "${post.date}"${post.draft ? '\ndraft: true' : ''}`);

/** Every built file with text in it, by path. */
const builtText = (dir: string) =>
  readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(html|xml|json|txt|webmanifest|yml|js)$/.test(file))
    .map((file) => ({ file, text: read(dir, join('dist', file)) }));

/** Runs `astro dev` in the copy until `check` is done with its address. */
async function withDevServer(dir: string, check: (url: string) => Promise<void>) {
  const server = spawn(join(process.cwd(), 'node_modules/.bin/astro'), ['dev', '--port', String(DEV_PORT)], {
    cwd: dir,
    env: { ...ownEnv(), ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
  });
  try {
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`astro dev exited with ${code}: ${output}`)));
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /http:\/\/localhost:\d+/.exec(output);
        if (match) resolve(match[0]);
      });
    });
    // The first requests may come before the routes are ready (on two cores shared with another
    // file's build, for up to two minutes).
    await expect.poll(async () => (await fetch(`${url}/blog`)).status, { timeout: 120_000 }).toBe(200);
    await check(url);
  } finally {
    server.kill();
  }
}

const ID = 'gift-vouchers';
const SHELL = `src/pages/${ID}.astro`;
const COPY = `src/content/pages/${ID}.md`;
const words = { header: 'Vouchers', footer: 'Gift vouchers', title: 'Gift Vouchers for Hypnotherapy Sessions' };

const shell = `---
import ProsePageLayout from '#/layouts/ProsePageLayout.astro';
import { getPage } from '#/lib/content.ts';

const page = await getPage('${ID}');
---

<ProsePageLayout page={page} />
`;

const copy = `---
navigation:
  header: "${words.header}"
  footer: "${words.footer}"
title: "${words.title}"
description: "A gift voucher for a free consultation and a first session of hypnotherapy with {practitioner} in {town}."
heading: "Gift vouchers"
---

Give someone a calmer start: a voucher covers a first session.
`;

/** The links of one navigation landmark of a built page, as [href, words]. */
function linksIn(html: string, landmark: string): string[][] {
  const start = html.indexOf(`<nav aria-label="${landmark}"`);
  if (start === -1) throw new Error(`No ${landmark} navigation in the page`);
  const nav = html.slice(start, html.indexOf('</nav>', start));
  return [...nav.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, href = '', text = '']) => [href, text]);
}

const sitemap = () => read(dir, 'dist/sitemap-0.xml');
const builtPages = ['index.html', 'about.html', 'blog/menopause_brain.html'];

/** One copy for the drafts, the counter and the new page: one build for all three. */
let dir: string;

beforeAll(() => {
  dir = scratchCopy();
  const newest = read(dir, `src/content/blog/${NEWEST}.md`);
  for (const post of [DRAFT, FUTURE]) write(dir, `src/content/blog/${post.slug}.md`, postFrom(newest, post));
  edit(dir, settingsFile('website'), (text) =>
    text
      .replace(/^# goatCounter: .*$/m, `goatCounter: "${COUNTER}"`)
      .replace(/^# enquiryForm: .*$/m, `enquiryForm: "${FORM}"`),
  );
  write(dir, SHELL, shell);
  write(dir, COPY, copy);
  const { status, output } = build(dir, undefined, { MODE: 'production', PROD: '1' });
  if (status !== 0) throw new Error(output);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a draft and a future-dated post', () => {
  it('have no page and no share image', () => {
    const built = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' });
    expect(built.filter((file) => file.includes(DRAFT.slug) || file.includes(FUTURE.slug))).toEqual([]);
    expect(built).toContain(`blog/${NEWEST}.html`);
    expect(built).toContain(`og/blog/${NEWEST}.png`);
  });

  it('are named by no built file: index, feed, sitemap, structured data, chain', () => {
    const naming = builtText(dir).filter(({ text }) =>
      [DRAFT.slug, DRAFT.title, FUTURE.slug, FUTURE.title].some((word) => text.includes(word)),
    );
    expect(naming.map(({ file }) => file)).toEqual([]);
    expect(read(dir, 'dist/rss.xml')).toContain(`/blog/${NEWEST}<`);
    expect(read(dir, 'dist/sitemap-0.xml')).toContain(`/blog/${NEWEST}<`);
  });

  it('leave the newest published post at the end of the chain', () => {
    const newest = read(dir, `dist/blog/${NEWEST}.html`);
    expect(newest).toContain('href="/blog/overwhelmed_professional"');
    expect(newest).not.toMatch(/href="\/blog\/(draft|future)/);
  });

  it('are both shown by `astro dev`, in the index and on their own pages', async () => {
    await withDevServer(dir, async (url) => {
      const index = await (await fetch(`${url}/blog`)).text();
      for (const post of [DRAFT, FUTURE]) {
        expect(index).toContain(`href="/blog/${post.slug}"`);
        const page = await fetch(`${url}/blog/${post.slug}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain(post.title);
      }
    });
  });
});

describe('an enquiry counter set in the settings', () => {
  let server: { url: string; stop: () => void };
  let browser: Browser;
  beforeAll(async () => {
    server = await startLocalServer(dir);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser.close();
    server.stop();
  });

  it("joins every page's policy but the pro bono clinic's, for sending only", () => {
    const pages = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.html') && !file.startsWith('admin') && file !== `${NEVER_COUNTED}.html`,
    );
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) {
      expect(read(dir, join('dist', page)), page).toMatch(new RegExp(`connect-src 'self' ${COUNTER}[;"]`));
    }
  });

  it('is nowhere on the pro bono clinic’s page: no policy, no data, no script, no request', async () => {
    const page = read(dir, `dist/${NEVER_COUNTED}.html`);
    expect(page).toMatch(/connect-src 'self'[;"]/);
    expect(page).not.toMatch(/goatcounter|data-counter/);
    const context = await browser.newContext();
    const sent = await counted(
      context,
      server.url,
      async (tab) => {
        await tab.locator('main a[href="tel:+441632960123"]').first().click();
      },
      `/${NEVER_COUNTED}`,
    );
    await context.close();
    expect(sent).toEqual([]);
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

  it('counts a sent enquiry form: the visit to the thank-you page the service sends the visitor to', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sent: string[] = [];
    await page.route(/^(?!http:\/\/localhost[:/])/, async (route) => {
      if (route.request().url() === FORM)
        return route.fulfill({ status: 303, headers: { Location: `${server.url}/thank-you` } });
      sent.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${server.url}/contact`, { waitUntil: 'networkidle' });
    await page.getByLabel('Your name').fill('Jo');
    await page.getByLabel('Your e-mail address or phone number').fill('jo@example.org');
    await page.getByLabel('Your message').fill('A question.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(`${server.url}/thank-you`, { waitUntil: 'networkidle' });
    await expect.poll(() => [...sent].sort()).toEqual([count('p=%2Fcontact&r='), count('p=%2Fthank-you&r=')]);
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

describe('a page in two files', () => {
  it('is built, linked from the header and footer with its own words, in the sitemap and with a share image', () => {
    expect(read(dir, `dist/${ID}.html`)).toContain(`<title>${words.title}</title>`);
    for (const page of builtPages) {
      const html = read(dir, join('dist', page));
      expect(linksIn(html, 'Main'), page).toContainEqual([`/${ID}`, words.header]);
      expect(linksIn(html, 'Footer'), page).toContainEqual([`/${ID}`, words.footer]);
    }
    expect(sitemap()).toContain(`/${ID}</loc>`);
    expect(existsSync(join(dir, `dist/og/${ID}.png`))).toBe(true);
  });

  it('removed again (both files), leaves no page, link or sitemap entry', () => {
    rmSync(join(dir, SHELL));
    rmSync(join(dir, COPY));
    const result = build(dir);
    expect(result.status, result.output).toBe(0);

    expect(existsSync(join(dir, `dist/${ID}.html`))).toBe(false);
    const html = read(dir, 'dist/index.html');
    expect([...linksIn(html, 'Main'), ...linksIn(html, 'Footer')].map(([href]) => href)).not.toContain(`/${ID}`);
    expect(sitemap()).not.toContain(`/${ID}</loc>`);
  });

  it('a copy without its route shell is refused, naming the file and the shell to add', () => {
    write(dir, COPY, copy);
    const result = build(dir);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(COPY);
    expect(result.output).toContain(SHELL);
    rmSync(join(dir, COPY));
  });
});

describe('a published post linking to a draft', () => {
  it('stops the build with one line naming the file and line, and publishes nothing', () => {
    write(dir, `src/content/blog/${DRAFT.slug}.md`, postFrom(read(dir, `src/content/blog/${NEWEST}.md`), DRAFT));
    const text = edit(
      dir,
      `src/content/blog/${NEWEST}.md`,
      (body) => `${body}\nMore in [my sleep diary](/blog/${DRAFT.slug}).\n`,
    );
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(
      `src/content/blog/${NEWEST}.md, line ${lineOf(text, /my sleep diary/)}, text: the link to /blog/${DRAFT.slug} goes to a post that is not published yet (a draft, or dated later), so it would lead nowhere. Publish that post first, or remove the link until it is.`,
    );
    expect(output).toMatch(NOTHING_PUBLISHED);
  });
});
