/**
 * Her launch as she would do it, counting deploys: every Save in the editor is a commit and every
 * commit a deploy at the host, so each file she saves counts one. From a fresh copy: she fills in
 * the whole Practice settings form (her details, her phone written "+44 (0)1582 123456", her own
 * price, and a tick for each fact of a practice that is true of hers) and saves once; deletes the
 * sample quotes (one save for the list, one for each service's quote); switches off the dental
 * and pro bono clinics (one save each). The host's build then publishes the whole site.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACT_IDS } from '#/config/fact-ids.ts';
import { confirmFacts, deleteSamples, replacePlaceholders } from './launch-values';
import { build, edit, read, scratchCopy } from './scratch';

const SETTINGS = 'src/content/settings.yaml';
const OFF = ['dental', 'probono'];
/** The articles she does not confirm: kept as drafts, off the site. */
const UNCONFIRMED = ['dental_anxiety', 'teen_anxiety'];

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

describe('a launch, counting deploys', () => {
  beforeAll(() => {
    dir = scratchCopy();
    deploys = 1;
    // One Save of Practice settings: her details, her phone as she writes it, her price, her ticks.
    replacePlaceholders(dir);
    edit(dir, SETTINGS, (text) =>
      text.replace(/^phone: .*$/m, 'phone: "+44 (0)1582 123456"').replace(/^ {2}session: \d+$/m, '  session: 80'),
    );
    const facts = FACT_IDS.filter(
      (id) =>
        id !== 'prices' &&
        !OFF.some((off) => id === `clinic:${off}`) &&
        !UNCONFIRMED.some((post) => id === `article:${post}`),
    );
    confirmFacts(dir, facts);
    deleteSamples(dir);
    for (const id of OFF)
      edit(dir, `src/content/clinics/${id}.md`, (text) => text.replace(/^---\n/, '---\ndraft: true\n'));
    deploys += saved();
    live = build(dir, '--live');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes 14 deploys, the host’s first included: well within a free plan of 500 a month', () => {
    expect(deploys).toBe(14);
  });

  it('publishes the whole site', () => {
    expect(live.output).toMatch(/\] \d+ page\(s\) built in \d.*s$/m);
    expect(live.status).toBe(0);
    expect(existsSync(join(dir, 'dist/sitemap-index.xml'))).toBe(true);
    expect(read(dir, 'dist/index.html')).not.toContain('noindex');
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
});
