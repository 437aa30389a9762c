/**
 * Dated credentials and availability (issue 49), built on a scratch copy on a given day (SITE_TODAY): her first
 * professional body, valid until 3 March 2027 and named in her own words on the About page (in a sentence of its
 * lead and of its text, in a link and a list item) and in an article, is on the site the day before; on its day it is on no
 * page, in no feed and in no structured data, the sentences naming it gone with it, and the checklist says it ran
 * out. Her "away until" notice, on the home and booking pages the day before, gives way to her choice on its day.
 * The day-by-day rules are tests/unit/dated-settings.test.ts's.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFile } from '#/config/settings-files.ts';
import { shortName } from '#/lib/credentials.ts';
import { build, edit, read, scratchCopy } from './scratch';

const VALID_UNTIL = '2027-03-03';
const THE_DAY_BEFORE = '2027-03-02';
const ABOUT = 'src/content/pages/about.md';
const POST = 'benefits-of-hypnotherapy';

let dir: string;
let body: { name: string; registerUrl: string };
/** Every text file of the site built on each day, by path. */
const built: Record<string, Map<string, string>> = {};

const builtText = () => {
  const files = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' });
  const texts = files.filter((file) => /\.(html|xml|txt|json|webmanifest)$/.test(file));
  return new Map(texts.map((file) => [file, read(dir, join('dist', file))]));
};

/** How her words name it. */
const names = () => [body.name, body.name.replace(/\s*\([^()]+\)$/, ''), shortName(body.name), body.registerUrl];

const CHECKLIST = 'admin/go-live.html';
const KEPT_SENTENCE = 'I keep my training up to date.';
const LEAD_SENTENCE = 'I work with adults and teenagers.';
const KEPT_ITEM = 'Trained in solution-focused hypnotherapy.';

beforeAll(() => {
  dir = scratchCopy();
  edit(dir, settingsFile('credentials'), (text) => {
    const [first] = (parse(text) as { credentials: { memberships: (typeof body)[] } }).credentials.memberships;
    if (!first) throw new Error('The settings name no professional body');
    body = first;
    return text.replace(
      `registerUrl: "${first.registerUrl}"`,
      `registerUrl: "${first.registerUrl}"\n      validUntil: "${VALID_UNTIL}"`,
    );
  });
  edit(
    dir,
    settingsFile('contact'),
    (text) => `${text}\navailability:\n  newClients: "Taking new clients"\n  awayUntil: "${VALID_UNTIL}"\n`,
  );
  const short = shortName(body.name);
  edit(dir, ABOUT, (text) =>
    text
      .replace(/^lead: "(.*)"$/m, `lead: "$1 ${LEAD_SENTENCE} I am registered with the ${short}."`)
      .replace(
        '## My approach',
        `I am registered with the ${body.name}. ${KEPT_SENTENCE}\n\nYou can check my entry on [its register](${body.registerUrl}), or on the [${short} register](https://example.org/).\n\n- ${KEPT_ITEM}\n- A member of the ${short}.\n\n## My approach`,
      ),
  );
  edit(dir, `src/content/blog/${POST}.md`, (text) => `${text}\nThe ${short} keeps a public register of its members.\n`);
  for (const today of [THE_DAY_BEFORE, VALID_UNTIL]) {
    const { status, output } = build(dir, undefined, { SITE_TODAY: today });
    expect(status, output).toBe(0);
    built[today] = builtText();
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const site = (today: string) => built[today] ?? new Map<string, string>();

describe('a membership valid until 3 March 2027', () => {
  it('is on the site the day before: pages, her words, the feed and the structured data', () => {
    const pages = site(THE_DAY_BEFORE);
    const about = pages.get('about.html') ?? '';
    for (const name of names()) expect(about, name).toContain(name);
    expect(pages.get('rss.xml')).toContain(`The ${shortName(body.name)} keeps a public register`);
    expect(pages.get('index.html')).toMatch(
      new RegExp(`"memberOf":\\[[^\\]]*${body.registerUrl.replace(/[.?]/g, '\\$&')}`),
    );
  });

  it('is on no page, in no feed and in no structured data on its day', () => {
    const pages = site(VALID_UNTIL);
    for (const [file, text] of pages) {
      if (file === CHECKLIST) continue;
      for (const name of names()) expect(text.includes(name), `${file} names ${name}`).toBe(false);
    }
    expect(pages.get('rss.xml')).toContain('<item>');
    expect(pages.get('index.html')).toContain('"memberOf"');
  });

  it('takes only the sentences, the paragraph and the list item naming it', () => {
    const about = site(VALID_UNTIL).get('about.html') ?? '';
    expect(about).toContain(KEPT_SENTENCE);
    expect(about).toContain(LEAD_SENTENCE);
    expect(about).not.toContain('You can check my entry');
    expect(about).toContain(`<li>${KEPT_ITEM}</li>`);
    expect(about).not.toMatch(/<li>\s*<\/li>|<p>\s*<\/p>/);
  });

  it('is in the checklist’s reminders: due the day before, run out on its day', () => {
    expect(site(THE_DAY_BEFORE).get(CHECKLIST)).toContain(`${body.name} runs out on 3 March 2027`);
    expect(site(VALID_UNTIL).get(CHECKLIST)).toContain(`${body.name} ran out on 3 March 2027`);
    expect(site(THE_DAY_BEFORE).get(CHECKLIST)).toContain('Daily rebuild connected');
  });

  it('is a day the site changes, for the scheduled rebuild', () => {
    expect(JSON.parse(site(THE_DAY_BEFORE).get('admin/dates.json') ?? '{}')).toEqual({
      built: THE_DAY_BEFORE,
      changes: [VALID_UNTIL],
    });
    expect(JSON.parse(site(VALID_UNTIL).get('admin/dates.json') ?? '{}')).toEqual({ built: VALID_UNTIL, changes: [] });
  });
});

describe('away until 3 March 2027', () => {
  it('is said on the home and booking pages the day before, and her choice on its day', () => {
    for (const page of ['index.html', 'booking.html']) {
      expect(site(THE_DAY_BEFORE).get(page)).toContain('Away until <time dateTime="2027-03-03">3 March</time>');
      expect(site(VALID_UNTIL).get(page)).not.toContain('Away until');
      expect(site(VALID_UNTIL).get(page)).toContain('Taking new clients');
    }
  });
});
