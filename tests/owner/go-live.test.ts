/**
 * The go-live check: `npm run build:live` refuses placeholder practice details and sample
 * testimonials, naming each by file, line and field, and publishes once they are replaced.
 */
import { readdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, edit, read, scratchCopy } from './scratch';

const SETTINGS = 'src/content/settings.yaml';
const sampleFiles = [
  'src/content/testimonials.yaml',
  ...readdirSync('src/content/services').map((name) => `src/content/services/${name}`),
];

let dir: string;
let live: ReturnType<typeof build>;

/** The lines of a file that match, as "file, line N". */
const linesOf = (file: string, pattern: RegExp) =>
  read(dir, file)
    .split('\n')
    .flatMap((line, index) => (pattern.test(line) && !line.startsWith('#') ? [`${file}, line ${index + 1}`] : []));

describe('the go-live check', () => {
  beforeAll(() => {
    dir = scratchCopy();
    live = build(dir, '--live');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses the placeholder contact details and site address, each by line and field', () => {
    expect(live.status).toBe(1);
    const placeholders = linesOf(SETTINGS, /example\.com|\/example"|"01632 960\d{3}"/);
    expect(placeholders.length).toBeGreaterThanOrEqual(6);
    for (const where of placeholders)
      expect(live.stderr).toMatch(new RegExp(`${where}, [\\w.[\\]]+: ".+" is a placeholder\\.`));
  });

  it('refuses every sample testimonial and feedback quote', () => {
    const samples = sampleFiles.flatMap((file) => linesOf(file, /^\s*sample: true$/));
    expect(samples.length).toBeGreaterThan(0);
    for (const where of samples) {
      expect(live.stderr).toMatch(
        new RegExp(`${where}, (feedback\\.)?sample: is a sample, not a real client’s words\\.`),
      );
    }
  });

  it('publishes once the owner has replaced them', () => {
    edit(dir, SETTINGS, (text) =>
      text
        .replace(/^siteUrl: .*$/m, 'siteUrl: "https://www.harpenden-hypnotherapy.co.uk"')
        .replace(/^email: .*$/m, 'email: "sarah@harpenden-hypnotherapy.co.uk"')
        .replace(/^phone: .*$/m, 'phone: "01582 712345"')
        .replace(/\/example"/g, '/harpendenhypnotherapy"')
        .replace(/placeholder/gi, 'Registered'),
    );
    for (const file of sampleFiles) edit(dir, file, (text) => text.replace(/^(\s*sample: )true$/gm, '$1false'));
    const published = build(dir, '--live');
    expect(published.output).toMatch(/^Built \d+ pages in [\d.]+ s\.$/m);
    expect(published.status).toBe(0);
  });
});
