/**
 * What she does not run, switched off: `draft: true` on a clinic or a service keeps its file and
 * takes its page and every link, card and mention off the built site, with no build error; a
 * sentence naming a detail she deleted (her partner practice, her memberships) or a switched-off
 * clinic ({dentalClinic}) goes with it.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, edit, read, scratchCopy } from './scratch';

const SETTINGS = 'src/content/settings.yaml';
const OFF = ['dental', 'probono'];
const draft = (text: string) => text.replace(/^---\n/, '---\ndraft: true\n');

let dir: string;
let built: { status: number | null; output: string };

/** Every page and feed of the built site, by path. */
function builtText(): Map<string, string> {
  const files = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' });
  return new Map(files.filter((file) => /\.(html|xml)$/.test(file)).map((file) => [file, read(dir, `dist/${file}`)]));
}

describe('switching off a clinic, and details she does not have', () => {
  beforeAll(() => {
    dir = scratchCopy();
    for (const id of OFF) edit(dir, `src/content/clinics/${id}.md`, draft);
    edit(dir, SETTINGS, (text) =>
      text.replace(/^dentalPartner: .*\n/m, '').replace(/^ {2}memberships:\n(?: {4}.*\n)+/m, '  memberships: []\n'),
    );
    built = build(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

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

  it('keeps the words of a link to it, as plain text', () => {
    expect(read(dir, 'dist/services/phobias-fears.html')).toMatch(/see my dental clinic\)/);
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
