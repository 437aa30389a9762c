/**
 * A launch rehearsal: a new practitioner replaces every placeholder with her real details and
 * deletes every sample (she has no client quotes yet). `npm run build:live` publishes, and no
 * page says "sample", shows a placeholder, has an empty section, a rating badge or a carousel.
 * Later she adds one client's words (a card, no carousel), then a second, and links her public
 * reviews: the quotes show and the badge links to her reviews.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels } from '#/config/labels.ts';
import { isEditorPath } from '#/serving/http-headers.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { confirmFacts, deleteSamples, replacePlaceholders } from './launch-values';
import { build, edit, scratchCopy } from './scratch';

/** What a placeholder looks like, as the go-live check and the published-copy test know it. */
const PLACEHOLDER = /example\.(com|org|net)|\/example\b|placeholder|01632 ?960\d{3}|\{[a-zA-Z]+\}/i;
const SAMPLE = /\bsamples?\b/i;

interface Seen {
  text: string;
  emptySections: string[];
  islands: number;
  badges: { text: string; href: string }[];
  quotes: string[];
  carouselButtons: number;
}

let dir: string;
let browser: Browser;

/** One built page as a visitor's browser reads it (no script run, no request made). */
async function look(page: string): Promise<Seen> {
  const tab = await browser.newPage({ javaScriptEnabled: false });
  await tab.route('**', (route) => route.abort());
  await tab.setContent(readFileSync(join(dir, 'dist', page), 'utf8'), { waitUntil: 'domcontentloaded' });
  const seen = await tab.evaluate(() => {
    const meta = [...document.querySelectorAll('title, meta[name="description"], img[alt]')].map(
      (node) => node.getAttribute('alt') ?? node.getAttribute('content') ?? node.textContent ?? '',
    );
    const emptySections = [...document.querySelectorAll('main section')].flatMap((section) => {
      const heading = section.querySelector('h2, h3')?.textContent ?? '';
      const rest = (section.textContent ?? '').replace(heading, '').trim();
      return rest ? [] : [section.getAttribute('aria-labelledby') ?? heading];
    });
    return {
      text: [...meta, document.body.innerText].join('\n'),
      emptySections,
      islands: document.querySelectorAll('astro-island').length,
      badges: [...document.querySelectorAll('main > header a')]
        .filter((link) => / out of 5 /.test(link.textContent ?? ''))
        .map((link) => ({ text: link.textContent ?? '', href: link.getAttribute('href') ?? '' })),
      quotes: [...document.querySelectorAll('main blockquote')].map((quote) => quote.textContent ?? ''),
      carouselButtons: document.querySelectorAll('main button').length,
    };
  });
  await tab.close();
  return seen;
}

/** Every page of the published site (the web editor is not one). */
const pages = () =>
  readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !isEditorPath(`/${file}`))
    .sort();

describe('launch rehearsal', () => {
  let live: ReturnType<typeof build>;

  beforeAll(async () => {
    dir = scratchCopy();
    replacePlaceholders(dir);
    deleteSamples(dir);
    confirmFacts(dir);
    live = build(dir, '--live');
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('with her details and no quotes, build:live publishes', () => {
    console.log(`build:live after the rehearsal:\n${live.output}`);
    expect(live.output).toMatch(/\] \d+ page\(s\) built in \d.*s$/m);
    expect(live.status).toBe(0);
  });

  it('no page says "sample", shows a placeholder, has an empty section, a badge or a carousel island', async () => {
    expect(pages().length).toBeGreaterThan(20);
    for (const page of pages()) {
      const seen = await look(page);
      expect(seen.text.match(SAMPLE)?.[0], `${page} says`).toBeUndefined();
      expect(seen.text.match(PLACEHOLDER)?.[0], `${page} shows`).toBeUndefined();
      expect(seen.emptySections, page).toEqual([]);
      expect(seen.badges, page).toEqual([]);
      expect(seen.islands, page).toBe(0);
      expect(seen.quotes, page).toEqual([]);
    }
  });

  it('one client’s words: her card on the home page, with nothing to page through', async () => {
    addQuote(QUOTES[0]);
    expect(build(dir, '--live').status).toBe(0);
    const home = await look('index.html');
    expect(home.quotes).toEqual([`“${QUOTES[0].content}”`]);
    expect(home.islands).toBe(0);
    expect(home.carouselButtons).toBe(0);
    expect(home.text).not.toMatch(SAMPLE);
  });

  it('two clients’ words and her public reviews: both quotes, the carousel, and the badge links to her reviews', async () => {
    addQuote(QUOTES[1]);
    edit(dir, 'src/content/settings.yaml', (text) => `${text}\nreviews:\n${yamlLines(REVIEWS)}`);
    const published = build(dir, '--live');
    expect(published.status, published.output).toBe(0);
    const home = await look('index.html');
    expect(home.quotes.sort()).toEqual(QUOTES.map((quote) => `“${quote.content}”`).sort());
    expect(home.islands).toBe(1);
    expect(home.badges).toEqual([
      { text: labels.rating(REVIEWS.average, REVIEWS.count, REVIEWS.platform), href: REVIEWS.url },
    ]);
    const jsonLd = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
    expect(jsonLd).toContain(`"aggregateRating":{"@type":"AggregateRating","ratingValue":${REVIEWS.average}`);
    expect(jsonLd).toContain(`"url":"${REVIEWS.url}"`);
    expect(jsonLd).not.toMatch(/"@type":"Review"/);
  });

  it('two quotes in view on a wide screen have nothing to page through: no controls; a phone pages between them', async () => {
    const controls = async (width: number) => {
      const tab = await browser.newPage({ viewport: { width, height: 900 } });
      await tab.route(`${SITE}/**`, (route) =>
        route.fulfill({ path: builtFile(new URL(route.request().url()).pathname) }),
      );
      await tab.goto(SITE);
      await tab.locator('#testimonials-heading').scrollIntoViewIfNeeded();
      // Hydrated: the phone carousel shows one card at a time, the wide one keeps the row.
      await tab.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });
      await tab.waitForTimeout(500);
      const count = await tab.getByRole('button', { name: labels.nextTestimonial }).count();
      await tab.close();
      return count;
    };
    expect(await controls(1280)).toBe(0);
    expect(await controls(375)).toBe(1);
  });
});

/** The published site, served to the browser from dist/ as the hosts serve it (a page without its .html). */
const SITE = 'http://launch.test';
function builtFile(path: string): string {
  const file = join(dir, 'dist', path === '/' ? 'index.html' : path);
  return existsSync(file) && !file.endsWith('/') ? file : `${file}.html`;
}

/** Two clients' words, given with their permission, as she would type them. */
const QUOTES = [
  {
    id: 'sleep-joanne',
    content: 'I came because I was waking at four every morning. The sessions gave me a routine I still use.',
    author: 'Joanne',
    age: 52,
    parentOf: false,
    sample: false,
    title: 'Sleep',
  },
  {
    id: 'exams-priya',
    content:
      'Our daughter was dreading her GCSEs. She used the breathing exercise before each paper and felt steadier.',
    author: 'P.',
    age: 16,
    parentOf: true,
    sample: false,
    title: 'Exam nerves',
  },
] as const;

const REVIEWS = { platform: 'Google', average: 4.9, count: 23, url: 'https://g.page/r/CdSarahEllisHyp/review' };

const yamlLines = (fields: Record<string, unknown>, indent = '  ') =>
  Object.entries(fields)
    .map(([key, value]) => `${indent}${key}: ${JSON.stringify(value)}\n`)
    .join('');

function addQuote(quote: (typeof QUOTES)[number]): void {
  edit(dir, 'src/content/testimonials.yaml', (text) => {
    const [first, ...rest] = yamlLines(quote).split('\n');
    return `${text.trimEnd()}\n- ${first?.trim()}\n${rest.join('\n')}`;
  });
}
