/**
 * Her launch as she would do it, counting deploys: every Save in the editor is a commit and every
 * commit a deploy at the host, so each file she saves counts one. From a fresh copy, in the go-live
 * checklist's order: she fills in each Practice settings form (her details, her phone written
 * "+44 (0)1582 123456", her own price) and saves each once; deletes every sample quote (one save: the
 * home page's and the service pages' are one list); switches off the dental and pro bono clinics (one
 * save each); last, ticks each fact of a practice that is true of hers (one save). The host's build
 * then publishes the whole site.
 *
 * The same launch is the rehearsal: no page says "sample", shows a placeholder, has an empty
 * section, a rating badge or a carousel. Later she adds one client's words (a card, no carousel),
 * then a second, and links her public reviews: the quotes show and the badge links to her reviews.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACT_IDS } from '#/config/fact-ids.ts';
import { labels } from '#/config/labels.ts';
import { settingsFile } from '#/config/settings-files.ts';
import { isEditorPath } from '#/serving/http-headers.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { confirmFacts, deleteSamples, replacePlaceholders } from './launch-values';
import { parse } from 'yaml';
import { build, edit, everyLinkForm, LINK_FORM_WORDS, read, scratchCopy } from './scratch';

const OFF = ['dental', 'probono'];
/** The articles she does not confirm: kept as drafts, off the site. */
const UNCONFIRMED = ['dental_anxiety', 'teen_anxiety'];
/** A service linking to one in every way she may write a link (a later edit, not part of her launch). */
const LINKING = 'src/content/services/teen-support.md';

/** The README says it once, in its Start here ("took **N deploys**"): she plans her launch by it. */
const README_DEPLOYS = Number(
  /launch rehearsal[^]*?took \*\*(\d+) deploys\*\*/.exec(readFileSync('README.md', 'utf8'))?.[1],
);

let dir: string;
let live: ReturnType<typeof build>;
let deploys = 0;

/** Every file she saved since the fresh copy, each one deploy (the first deploy is the host's own). */
function saved(): number {
  const changed = readdirSync(join(dir, 'src/content'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(md|yaml)$/.test(file) && read(dir, `src/content/${file}`) !== read('.', `src/content/${file}`),
  );
  return changed.length;
}

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

let browser: Browser;

/** A tab as a visitor's browser with no script run and no request made. */
async function quietTab(): Promise<Page> {
  const tab = await browser.newPage({ javaScriptEnabled: false });
  await tab.route('**', (route) => route.abort());
  return tab;
}

/** One built page as a visitor's browser reads it, in a tab of its own. */
async function look(page: string): Promise<Seen> {
  const tab = await quietTab();
  const seen = await lookIn(tab, page);
  await tab.close();
  return seen;
}

/** One built page as `tab` reads it: the page replaces whatever the tab showed. */
async function lookIn(tab: Page, page: string): Promise<Seen> {
  await tab.setContent(readFileSync(join(dir, 'dist', page), 'utf8'), { waitUntil: 'domcontentloaded' });
  return tab.evaluate(() => {
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
}

/** Every page of the published site (the web editor is not one). */
const pages = () =>
  readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !isEditorPath(`/${file}`))
    .sort();

beforeAll(async () => {
  dir = scratchCopy();
  deploys = 1;
  // One Save of each Practice settings form: her details, her phone as she writes it, her price.
  replacePlaceholders(dir);
  edit(dir, settingsFile('contact'), (text) => text.replace(/^phone: .*$/m, 'phone: "+44 (0)1582 123456"'));
  edit(dir, settingsFile('fees'), (text) => text.replace(/^ {2}session: \d+$/m, '  session: 80'));
  deleteSamples(dir);
  // The second as typed straight on GitHub: YAML reads True as true, and so must the checklist.
  for (const [index, id] of OFF.entries()) {
    const draft = index === 0 ? 'true' : 'True';
    edit(dir, `src/content/clinics/${id}.md`, (text) => text.replace(/^---\n/, `---\ndraft: ${draft}\n`));
  }
  // Her ticks last, in one Save: what she changed or switched off needs none.
  const facts = FACT_IDS.filter(
    (id) =>
      id !== 'prices' &&
      !OFF.some((off) => id === `clinic:${off}`) &&
      !UNCONFIRMED.some((post) => id === `article:${post}`),
  );
  confirmFacts(dir, facts);
  deploys += saved();
  console.log(`The rehearsed launch: ${deploys} deploys, the host's first included.`);
  const { siteUrl } = parse(read(dir, settingsFile('website'))) as { siteUrl: string };
  edit(dir, LINKING, (text) => text + everyLinkForm(`/blog/${UNCONFIRMED[1] ?? ''}`, siteUrl));
  live = build(dir, '--live');
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a launch, counting deploys', () => {
  it('takes as many deploys as the README says, the host’s first included', () => {
    expect(deploys).toBe(README_DEPLOYS);
  });

  it('publishes the whole site', () => {
    expect(live.output).toMatch(/\] \d+ page\(s\) built in \d.*s$/m);
    expect(live.status).toBe(0);
    expect(existsSync(join(dir, 'dist/sitemap-index.xml'))).toBe(true);
    expect(read(dir, 'dist/index.html')).not.toContain('noindex');
  });

  it('gives each professional body her own membership number, each on the About page', () => {
    const { credentials } = parse(read(dir, settingsFile('credentials'))) as {
      credentials: { memberships: { membershipNumber: string }[] };
    };
    const numbers = credentials.memberships.map((body) => body.membershipNumber);
    expect(numbers.length).toBeGreaterThan(1);
    expect(new Set(numbers).size).toBe(numbers.length);
    const about = read(dir, 'dist/about.html');
    for (const number of numbers) expect(about).toContain(number);
  });

  it('dials her number as she wrote it, and shows it one way', () => {
    const contact = read(dir, 'dist/contact.html');
    expect(contact).toContain('href="tel:+441582123456"');
    expect(contact).toContain('01582&nbsp;123456'.replace('&nbsp;', '\u00a0'));
    expect(contact).not.toContain('tel:+4401582');
  });

  it('shows her own price, and only the facts she confirmed or changed', () => {
    expect(read(dir, 'dist/booking.html')).toContain('£80');
    for (const id of OFF) expect(existsSync(join(dir, `dist/clinics/${id}.html`))).toBe(false);
    for (const post of UNCONFIRMED) {
      expect(existsSync(join(dir, `dist/blog/${post}.html`))).toBe(false);
      expect(existsSync(join(dir, `src/content/blog/${post}.md`))).toBe(true);
      expect(read(dir, 'dist/rss.xml')).not.toContain(`/blog/${post}`);
    }
    expect(existsSync(join(dir, 'dist/blog/menopause_brain.html'))).toBe(true);
  });

  it('links to no article held back, however the link is written: no page, feed or sitemap names one', () => {
    const built = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(html|xml)$/.test(file),
    );
    expect(built).toContain('rss.xml');
    const heldBack = new RegExp(`/blog/(${UNCONFIRMED.join('|')})\\b`, 'i');
    for (const file of built) expect(read(dir, join('dist', file)), file).not.toMatch(heldBack);
    const page = read(dir, 'dist/services/teen-support.html');
    for (const words of LINK_FORM_WORDS) expect(page).toMatch(new RegExp(`${words}[,.]`));
  });
});

describe('launch rehearsal', () => {
  it('with her details and no quotes, build:live publishes', () => {
    console.log(`build:live after the rehearsal:\n${live.output}`);
    expect(live.output).toMatch(/\] \d+ page\(s\) built in \d.*s$/m);
    expect(live.status).toBe(0);
  });

  it('no page says "sample", shows a placeholder, has an empty section, a badge or a carousel island', async () => {
    expect(pages().length).toBeGreaterThan(20);
    // One tab for every page: a new one each would take longer than reading the page.
    const tab = await quietTab();
    for (const page of pages()) {
      const seen = await lookIn(tab, page);
      expect(seen.text.match(SAMPLE)?.[0], `${page} says`).toBeUndefined();
      expect(seen.text.match(PLACEHOLDER)?.[0], `${page} shows`).toBeUndefined();
      expect(seen.emptySections, page).toEqual([]);
      expect(seen.badges, page).toEqual([]);
      expect(seen.islands, page).toBe(0);
      expect(seen.quotes, page).toEqual([]);
    }
    await tab.close();
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
    edit(dir, settingsFile('website'), (text) => `${text}\nreviews:\n${yamlLines(REVIEWS)}`);
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
