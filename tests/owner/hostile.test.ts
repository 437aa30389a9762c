/**
 * Content shaped to break the build (issue 32), as a pasted file or a bad upload would be: each
 * stops it in seconds with one plain line naming the file and field, never a stack trace, and
 * nothing is published. The check tells every problem at once, so the cases share three builds:
 * files it cannot read, entries it reads, and the settings (a problem there stops the rest).
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build, edit, lineOf, NOTHING_PUBLISHED, published, publishLiveSite, scratchCopy } from './scratch';

const inFolder = (folder: string) =>
  readdirSync(`src/content/${folder}`)
    .sort()
    .map((name) => `src/content/${folder}/${name}`);
const posts = inFolder('blog');
const clinics = inFolder('clinics');
/** A service without cards on the Services page (a copy of one with cards would repeat its anchors). */
const plainService = inFolder('services').find((file) => !/^servicesCards:/m.test(readFileSync(file, 'utf8'))) ?? '';
const post = (index: number) => posts[index] ?? '';

const TOO_DEEP =
  'nests quotes, lists or HTML tags more than 100 levels inside one another. Remove the extra levels (usually pasted by mistake).';
const ALIAS =
  '*a repeats a value (a YAML alias) too many times: the file would grow too large to read. Write the values out instead of using & and *.';
const FILE_NAME = (id: string, path: string, taken: string) =>
  `file name: "${id}" would give the web address ${path}, which the site's own ${taken} needs. Rename the file.`;

/** A "billion laughs": nine aliases of nine aliases of ..., a few lines standing for 9^9 values. */
function aliasBomb(indent: string): string {
  const names = 'abcdefghi';
  const lines = [`${indent}a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]`];
  for (let index = 1; index < names.length; index += 1) {
    const [name, previous] = [names[index] ?? '', names[index - 1] ?? ''];
    lines.push(`${indent}${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`);
  }
  return `${lines.join('\n')}\n`;
}

let dir: string;

/** The build's refusal: its numbered lines, after checking it took seconds, showed no stack and published nothing. */
function refusal(): string[] {
  const before = published(dir);
  const started = performance.now();
  const { status, stderr } = build(dir);
  expect(performance.now() - started).toBeLessThan(30_000);
  expect(status).toBe(1);
  expect(stderr).not.toMatch(/\n\s+at /);
  expect(published(dir)).toBe(before);
  // Astro prints the lines, then its hint: the site as it was.
  const [told = '', hint = ''] = stderr.split('\n  Hint:\n');
  expect(hint).toMatch(NOTHING_PUBLISHED);
  return told
    .trim()
    .split('\n')
    .map((line) => line.replace(/^\d+\. /, ''));
}

beforeAll(() => {
  dir = scratchCopy();
  publishLiveSite(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('hostile content stops the build with one plain line each and publishes nothing', () => {
  beforeEach(() => {
    rmSync(join(dir, 'src'), { recursive: true });
    cpSync('src', join(dir, 'src'), { recursive: true });
  });

  it('files that cannot be read: an alias bomb in front matter and in a list, brackets nested deep, a file over 100 KB', () => {
    const bombed = edit(dir, post(0), (text) => text.replace(/^---\n/, `---\nbomb:\n${aliasBomb('  ')}`));
    const faq = edit(dir, 'src/content/faq.yaml', (text) => `${text}\n- id: "bomb"\n${aliasBomb('  ')}`);
    edit(dir, clinics[0] ?? '', (text) =>
      text.replace(/^---\n/, `---\ndeep: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`),
    );
    edit(dir, plainService, (text) => `${text}\n`.padEnd(150_000, 'Calm words. '));
    expect(refusal()).toEqual([
      `${post(0)}, line ${lineOf(bombed, /^ {2}b: &b/)}, bomb.b[1]: ${ALIAS}`,
      `${plainService}: is 150 KB: a file may hold at most 100 KB. Split it into several, or remove what was pasted by mistake.`,
      expect.stringMatching(
        new RegExp(
          `^${clinics[0] ?? ''}, line 2: The values here are nested too deeply \\(brackets or fields inside one another\\)`,
        ),
      ),
      `src/content/faq.yaml, line ${lineOf(faq, /^ {2}b: &b/)}, [${faq.match(/^- id:/gm)?.length ?? 0}].b[1]: ${ALIAS}`,
    ]);
  });

  it('entries read: file names the site uses or that give no address, deep quotes and tags, an SVG cover, a 10,000-character value', () => {
    for (const [from, to] of [
      [post(4), 'src/content/blog/!!!.md'],
      [post(4), 'src/content/blog/index.md'],
      [plainService, 'src/content/services/index.md'],
      [clinics[0] ?? '', 'src/content/clinics/index.md'],
    ]) {
      cpSync(from ?? '', join(dir, to ?? ''));
    }
    const quotes = edit(dir, post(0), (text) => `${text}\n${'>'.repeat(10_000)} deep\n`);
    const tags = edit(dir, post(1), (text) => `${text}\n${'<b>'.repeat(10_000)}deep${'</b>'.repeat(10_000)}\n`);
    writeFileSync(
      join(dir, 'src/assets/art/drawing.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>',
    );
    const svg = edit(dir, post(2), (text) => text.replace(/^cover: .*$/m, 'cover: "../../assets/art/drawing.svg"'));
    const long = edit(dir, post(3), (text) => text.replace(/^subtitle: .*$/m, `subtitle: "${'a'.repeat(10_000)}"`));
    expect(refusal()).toEqual([
      'src/content/blog/!!!.md, file name: gives no web address: name the file with letters or numbers, e.g. my-first-post.md.',
      `src/content/blog/index.md, ${FILE_NAME('index', '/blog/index', '/blog')}`,
      `src/content/services/index.md, ${FILE_NAME('index', '/services/index', '/services')}`,
      `src/content/clinics/index.md, ${FILE_NAME('index', '/clinics/index', '/clinics')}`,
      `${post(0)}, line ${lineOf(quotes, /^>{100}/)}, text: ${TOO_DEEP}`,
      `${post(1)}, line ${lineOf(tags, /^<b><b>/)}, text: ${TOO_DEEP}`,
      `${post(2)}, line ${lineOf(svg, /^cover:/)}, cover: "../../assets/art/drawing.svg" is an SVG drawing, which can carry code that would run on the site: pictures go on the site as JPEG, PNG, WebP, GIF only. Save it as PNG.`,
      `${post(3)}, line ${lineOf(long, /^subtitle:/)}, subtitle: is 10000 characters long: keep it to 3000 or fewer.`,
    ]);
  });

  it('the settings: a 10,000-character practice name is told there, not on the privacy page', () => {
    const settings = edit(dir, 'src/content/settings.yaml', (text) =>
      text.replace(/^practiceName: .*$/m, `practiceName: "${'Calm '.repeat(2000).trim()}"`),
    );
    expect(refusal()).toEqual([
      `src/content/settings.yaml, line ${lineOf(settings, /^practiceName:/)}, practiceName: is 9999 characters long: keep it to 50 or fewer.`,
    ]);
  });
});
