/**
 * What she does not run, switched off: `draft: true` on a clinic or a service keeps its file and
 * takes its page and every link (however written: pages and feed), card and mention off the built site, with no build error; a
 * sentence naming a detail she deleted (her partner practice, her memberships) or a switched-off
 * clinic ({dentalClinic}) goes with it.
 *
 * Her optional booking page (bookingUrl in the settings), set in the same copy (one build for
 * both): with it set, /booking, the closing band and the phone menu offer "Choose a time online",
 * a plain link in a new tab, and nothing of the service loads before the click; the privacy
 * notice names the service.
 *
 * The claims and safeguarding checks over her text, in the same copy too: `build:live` refuses a
 * risky claim or a sensitive page without its helpline, naming file, line, phrase, rule and a
 * better wording, and publishes nothing; a plain build (the one the tests above read) shows the
 * same lines as warnings and publishes.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_RULES } from '#/content-check/claims/rules.ts';
import { SENSITIVE_TOPICS } from '#/content-check/claims/safeguarding.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { startLocalServer } from '../support/local-server';
import { siteSettings } from '#/config/site.ts';
import { settingsFile } from '#/config/settings-files.ts';
import { build, edit, everyLinkForm, LINK_FORM_WORDS, lineOf, NOTHING_PUBLISHED, read, scratchCopy } from './scratch';

const OFF = ['dental', 'probono'];
const draft = (text: string) => text.replace(/^---\n/, '---\ndraft: true\n');
const BOOKING_URL = 'https://calendly.com/sarah-ellis/free-consultation';
const LINK = 'Choose a time online';

const rule = (does: string) => CLAIM_RULES.find((found) => found.does === does);
const guarantee = rule('guarantees a result');
const proof = rule('claims scientific proof');
const treats = rule('claims to treat a medical condition');
const suicide = SENSITIVE_TOPICS.find(({ topic }) => topic.includes('suicide'));

/** A page (service or post) that shows no helpline fitting talk of suicide. */
const pageWithout = (helplines: readonly string[]) =>
  ['src/content/services', 'src/content/blog']
    .flatMap((folder) => readdirSync(folder).map((name) => `${folder}/${name}`))
    .sort()
    .find((file) => !helplines.some((id) => readFileSync(file, 'utf8').includes(`"${id}"`))) ?? '';
const firstPost = `src/content/blog/${readdirSync('src/content/blog').sort()[0] ?? ''}`;
/** A post in the feed, linking to a switched-off clinic in every way she may write a link. */
const LINKING = 'teen_anxiety';

let dir: string;
let built: { status: number | null; output: string };
/** The claims' lines, and the build:live that refused them. */
const lines: string[] = [];
let refusedLive: { status: number | null; stderr: string; unchanged: boolean; leftTemp: boolean };

function fingerprint(path: string): string {
  const hash = createHash('sha256');
  const add = (relative: string) => {
    const full = join(dir, relative);
    if (statSync(full).isDirectory()) for (const name of readdirSync(full).sort()) add(join(relative, name));
    else hash.update(relative).update(readFileSync(full));
  };
  add(path);
  return hash.digest('hex');
}

const claimLine = (file: string, line: number, field: string, phrase: string, does = '') => {
  const found = rule(does);
  return `${file}, line ${line}, ${field}: "${phrase}" ${does} (CAP Code ${found?.cap ?? ''}). Instead, ${found?.instead ?? ''}`;
};

/** Every page and feed of the built site, by path. */
function builtText(): Map<string, string> {
  const files = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' });
  return new Map(files.filter((file) => /\.(html|xml)$/.test(file)).map((file) => [file, read(dir, `dist/${file}`)]));
}

beforeAll(() => {
  dir = scratchCopy();
  for (const id of OFF) edit(dir, `src/content/clinics/${id}.md`, draft);
  edit(
    dir,
    `src/content/blog/${LINKING}.md`,
    (text) => text + everyLinkForm('/clinics/dental', siteSettings().siteUrl),
  );
  edit(dir, settingsFile('credentials'), (text) =>
    text.replace(/^dentalPartner: .*\n/m, '').replace(/^ {2}memberships:\n(?: {4}.*\n)+/m, '  memberships: []\n'),
  );
  edit(dir, settingsFile('contact'), (text) => `${text.trimEnd()}\nbookingUrl: "${BOOKING_URL}"\n`);
  // Her claims, with a live site for build:live to leave as it was.
  mkdirSync(join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'index.html'), 'the site that is live');
  const post = edit(dir, firstPost, (text) => `${text}\nHypnotherapy is guaranteed to work for you.\n`);
  lines.push(claimLine(firstPost, lineOf(post, /guaranteed to work/), 'text', 'guaranteed', guarantee?.does));
  const faq = edit(dir, 'src/content/faq.yaml', (text) =>
    text.replace(/^ {2}answer: "/m, '  answer: "Hypnotherapy can treat IBS. '),
  );
  lines.push(claimLine('src/content/faq.yaml', lineOf(faq, /treat IBS/), 'answer', 'treat IBS', treats?.does));
  const settings = edit(dir, settingsFile('practice'), (text) =>
    text.replace(/^ {2}role: .*$/m, '  role: "Scientifically Trained Hypnotherapist"'),
  );
  lines.push(
    claimLine(
      settingsFile('practice'),
      lineOf(settings, /^ {2}role:/),
      'practitioner.role',
      'Scientifically',
      proof?.does,
    ),
  );
  const quiet = pageWithout(suicide?.helplines ?? []);
  const text = edit(dir, quiet, (body) => `${body}\nIf you have thoughts of suicide, please talk to someone.\n`);
  lines.push(
    `${quiet}, line ${lineOf(text, /thoughts of suicide/)}, text: "suicide": the page speaks of self-harm or suicide but shows no helpline for it.`,
  );
  const before = fingerprint('dist');
  const live = build(dir, '--live');
  refusedLive = {
    ...live,
    unchanged: fingerprint('dist') === before,
    leftTemp: existsSync(join(dir, '.build-tmp')),
  };
  built = build(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('switching off a clinic, and details she does not have', () => {
  it('builds with no error, keeping the switched-off files', () => {
    expect(built.output).toMatch(/\] \d+ page\(s\) built/m);
    expect(built.status).toBe(0);
    for (const id of OFF) expect(existsSync(join(dir, `src/content/clinics/${id}.md`))).toBe(true);
  });

  it('publishes no page, card or link of a switched-off clinic', () => {
    for (const id of OFF) expect(existsSync(join(dir, `dist/clinics/${id}.html`))).toBe(false);
    for (const [file, text] of builtText()) expect(text, file).not.toMatch(/\/clinics\/(dental|probono)\b/);
    for (const page of ['index.html', 'clinics.html']) {
      const cards = read(dir, `dist/${page}`);
      expect(cards, page).not.toMatch(/<h[23][^>]*>(Dental\sAnxiety|Pro\sBono)\sClinic</);
      expect(cards, page).toMatch(/<h[23][^>]*>Menopause\sClinic</);
    }
  });

  it('names a switched-off clinic nowhere: no page, feed or sitemap mentions its title', () => {
    const pages = builtText();
    for (const [file, text] of pages) expect(text, file).not.toMatch(/Dental Anxiety Clinic|Pro Bono Clinic/);
    expect(pages.get('about.html')).toContain('The Menopause Clinic is for women');
    expect(pages.get('about.html')).toContain('The Teen Support Clinic is for young people');
    expect(pages.get('privacy.html')).toContain('a parent or guardian arranging sessions for a young person.');
    expect(pages.get('privacy.html')).toContain('if you ask me to in writing.');
    expect(pages.get('privacy.html')).not.toContain('your dentist');
    expect(pages.get('index.html')).not.toMatch(/dread the dentist|survivors of domestic abuse/);
    expect(pages.get('index.html')).toContain('Clinics for particular needs.');
  });

  it('keeps the words of a link to it, as plain text, however the link is written: in pages and feed', () => {
    expect(read(dir, 'dist/services/phobias-fears.html')).toMatch(/see my dental clinic\)/);
    const feed = read(dir, 'dist/rss.xml');
    for (const words of LINK_FORM_WORDS) {
      expect(read(dir, `dist/blog/${LINKING}.html`)).toMatch(new RegExp(`${words}[,.]`));
      expect(feed).toMatch(new RegExp(`${words}[,.]`));
    }
  });

  it('leaves out each sentence naming a deleted detail', () => {
    const pages = builtText();
    expect(pages.get('blog/dental_anxiety.html')).not.toContain('I run a dental clinic at');
    expect(pages.get('blog/dental_anxiety.html')).toContain('your dentist understands what you are working on');
    expect(pages.get('about.html')).not.toContain('public register');
    expect(pages.get('terms.html')).not.toContain('professional bodies I belong to');
    expect(pages.get('terms.html')).toContain('Information Commissioner');
  });
});

describe('with a booking page in the settings', () => {
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  let browser: Browser;

  beforeAll(async () => {
    expect(built.status, built.output).toBe(0);
    server = await startLocalServer(dir);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  }, 300_000);

  afterAll(async () => {
    await browser.close();
    server.stop();
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

  // No closing band on /booking (issue 47: the page is the action).
  it('/booking offers it beside calling and e-mailing, loading nothing of it', async () => {
    const { page, elsewhere } = await open('/booking', 1280);
    await expectPlainLink(page.locator('#main section').first().getByRole('link', { name: LINK }));
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

describe('a risky claim in the owner’s text', () => {
  it('stops build:live with one plain line each, and publishes nothing', () => {
    expect(refusedLive.status).toBe(1);
    for (const line of lines) expect(refusedLive.stderr).toContain(line);
    expect(refusedLive.stderr).toMatch(NOTHING_PUBLISHED);
    expect(refusedLive.unchanged).toBe(true);
    expect(refusedLive.leftTemp).toBe(false);
  });

  it('is shown by a plain build as the same lines, as warnings, and the site is built', () => {
    expect(built.status).toBe(0);
    for (const line of lines) expect(built.output).toContain(`[WARN] [content-check] ${line}`);
    expect(built.output).toMatch(/\] \d+ page\(s\) built in \d.*s$/m);
    expect(readFileSync(join(dir, 'dist', 'index.html'), 'utf8')).not.toBe('the site that is live');
  });
});
