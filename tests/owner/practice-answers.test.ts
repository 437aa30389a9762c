/**
 * Her practice in a few answers (Practice settings › Your practice, issue 48), all changed in one Save: a first
 * consultation that is not free, another approach, online only, adults only. What only a build proves: the whole
 * site follows, its labels, menus, footer, cards, map and sitemap included. The copy's own texts, answer by answer:
 * tests/unit/her-content/practice-answers.test.ts.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { settingsFile } from '#/config/settings-files.ts';
import { paths } from '#/config/paths.ts';
import { labels } from '#/config/labels.ts';
import { build, edit, read, scratchCopy } from './scratch';

const APPROACH = 'person-centred';
const FREE = /\bfree\b[^.]{0,40}\bconsultation|\bconsultation\b[^.]{0,40}\bfree\b/i;

let dir: string;
let built: { status: number | null; output: string };

/** Every page, feed and sitemap of the built site, by path; not the editor's pages, which are hers. */
function builtFiles(): Map<string, string> {
  const files = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' });
  return new Map(
    files
      .filter((file) => /\.(html|xml)$/.test(file) && !`/${file}`.startsWith(`${paths.editor}/`))
      .map((file) => [file, read(dir, `dist/${file}`)]),
  );
}

/** What a visitor reads: the words, not the markup, styles or scripts. */
const words = (html: string) =>
  html
    .replace(/<(style|script)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** Her pages and articles written for an age group (their `forAges`), by their address. */
const forAges = () =>
  (['services', 'clinics', 'blog'] as const).flatMap((folder) =>
    readdirSync(join(dir, 'src/content', folder))
      .filter((name) => /^forAges:/m.test(read(dir, `src/content/${folder}/${name}`)))
      .map((name) => ({ folder, id: name.replace(/\.md$/, '') })),
  );

beforeAll(() => {
  dir = scratchCopy();
  edit(dir, settingsFile('answers'), (text) =>
    text
      .replace(/^freeConsultation: true$/m, 'freeConsultation: false')
      .replace(/^approach: .*$/m, `approach: "${APPROACH}"`)
      .replace(/^sessionsWhere: .*$/m, 'sessionsWhere: "Online only"')
      .replace(/^ages: .*$/m, 'ages: "Adults only"'),
  );
  built = build(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('her answers, changed in one Save', () => {
  it('build with no error', () => {
    expect(built.output).toMatch(/\] \d+ page\(s\) built/m);
    expect(built.status).toBe(0);
  });

  it('not free: no page says free consultation, its buttons and menus included', () => {
    for (const [file, html] of builtFiles()) expect(words(html).match(FREE)?.[0], file).toBeUndefined();
    expect(words(read(dir, 'dist/booking.html'))).toContain('Book Your First Consultation');
  });

  it('another approach: no page says solution-focused; hers is named', () => {
    for (const [file, html] of builtFiles()) expect(/solution-focused/i.test(words(html)), file).toBe(false);
    expect(words(read(dir, 'dist/index.html'))).toContain(APPROACH);
  });

  it('online only: no page names the venue or its street, footer and search engines’ data included, and the contact page has no map', () => {
    const { address } = parse(read(dir, settingsFile('contact'))) as { address: { venue: string; street: string } };
    for (const [file, html] of builtFiles()) {
      // Search engines' data included.
      expect(html.includes(address.venue), file).toBe(false);
      expect(html.includes(address.street), file).toBe(false);
    }
    expect(read(dir, 'dist/contact.html')).not.toContain(labels.showMap);
  });

  it('adults only: each page for teenagers or children is not built, and nothing links to it, sitemap included', () => {
    const held = forAges();
    expect(held.length).toBeGreaterThan(0);
    const pathOf = ({ folder, id }: { folder: string; id: string }) =>
      folder === 'services' ? paths.service(id) : folder === 'clinics' ? paths.clinic(id) : paths.post(id);
    for (const page of held) expect(existsSync(join(dir, `dist${pathOf(page)}.html`)), pathOf(page)).toBe(false);
    const linked = new RegExp(`(${held.map(pathOf).join('|')})["/<#?.]`);
    for (const [file, html] of builtFiles()) expect(html, file).not.toMatch(linked);
  });
});
