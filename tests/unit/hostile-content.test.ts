/**
 * Content shaped to break the check (issue 32), as a pasted file or a bad upload would be: each is one plain
 * problem naming the file and line, in well under a second, never a crash. That a problem stops the build with
 * its line and publishes nothing: tests/owner/mistakes.test.ts; an SVG upload: picture-uploads.test.ts; a file
 * name the site uses or that gives no address: her-content/blog-pages.test.ts.
 */
import { placeInTheEditor } from '#/schemas/settings-place.ts';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { longValueProblems } from '#/content-check/limits.ts';
import { parseSettingsFile } from '#/config/settings-schema.ts';
import { settingsFile } from '#/config/settings-files.ts';

import { readEntries } from '#/lib/entries.ts';
import { CONTENT_DIR } from '#/schemas/collections.ts';
import { bodyProblems } from '#/content-check/body.ts';
import { textProblems } from '#/content-check/markup.ts';
import { ContentProblems } from '#/config/problems/problem.ts';
import { readYaml } from '#/config/problems/yaml-source.ts';
import { zodProblems } from '#/config/problems/zod-problems.ts';
import { z } from 'astro/zod';

const file = 'src/content/blog/post.md';
/** The body's problems, the body starting on line 5 of its file. */
const bodyAt5 = (text: string) =>
  bodyProblems(
    file,
    { text, firstLine: 5 },
    {
      tokens: [],
      unset: [],
      links: { siteUrl: 'https://www.example.com', page: '/blog/post', pages: ['/blog/post'], unpublished: [] },
    },
  );
const TOO_DEEP =
  'nests quotes, lists or HTML tags more than 100 levels inside one another. Remove the extra levels (usually pasted by mistake).';

/** The problems `read` throws, or [] when it reads. */
function problemsOf(read: () => unknown) {
  try {
    read();
    return [];
  } catch (error) {
    if (error instanceof ContentProblems) return error.problems;
    throw error;
  }
}
const yamlProblems = (text: string, firstLine = 1) => problemsOf(() => readYaml(text, file, firstLine));

/** A "billion laughs": nine aliases of nine aliases of ..., a few lines standing for 9^9 values. */
function aliasBomb(): string {
  const lines = ['title: "A post"', 'bomb:', '  a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
  const names = 'abcdefghi';
  for (let index = 1; index < names.length; index += 1) {
    lines.push(
      `  ${names[index] ?? ''}: &${names[index] ?? ''} [${Array(9)
        .fill(`*${names[index - 1] ?? ''}`)
        .join(', ')}]`,
    );
  }
  return lines.join('\n');
}

describe('YAML shaped to exhaust the reader', () => {
  it('an alias bomb is one line at its first alias', () => {
    expect(yamlProblems(aliasBomb(), 2)).toEqual([
      {
        file,
        line: 5,
        field: 'bomb.b[1]',
        message:
          '*a repeats a value (a YAML alias) too many times: the file would grow too large to read. Write the values out instead of using & and *.',
      },
    ]);
  });

  it('a few aliases still read', () => {
    expect(yamlProblems('a: &a "calm"\nb: *a\nc: *a')).toEqual([]);
  });

  it('brackets nested ten thousand deep are one line', () => {
    const [problem, ...rest] = yamlProblems(`deep: ${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file, line: 1 });
    expect(problem?.message).toMatch(
      /^The values here are nested too deeply \(brackets or fields inside one another\)/,
    );
  });
});

describe('text nested thousands deep', () => {
  const deep: [string, string, number][] = [
    ['quotes', `Intro.\n\n${'>'.repeat(10_000)} deep\n`, 7],
    [
      'a list',
      `Intro.\n\n${Array.from({ length: 300 }, (_, level) => `${'  '.repeat(level)}- item`).join('\n')}\n`,
      107,
    ],
    ['HTML tags', `Intro.\n\n${'<div>'.repeat(10_000)}deep${'</div>'.repeat(10_000)}\n`, 7],
    ['inline tags, each a piece of its own', `Intro.\n\n${'<b>'.repeat(10_000)}deep${'</b>'.repeat(10_000)}\n`, 7],
    ['emphasis', `Intro.\n\n${'*'.repeat(10_000)}deep${'*'.repeat(10_000)}\n`, 7],
  ];

  it.each(deep)('%s: one line, in seconds', async (_name, markdown, line) => {
    const started = performance.now();
    expect(await bodyAt5(markdown)).toEqual([{ file, line, field: 'text', message: TOO_DEEP }]);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('HTML tags nested deep in a field', () => {
    expect(textProblems(`${'<b>'.repeat(10_000)}bold`)).toEqual([TOO_DEEP]);
  });

  it('ordinary nesting reads', async () => {
    expect(await bodyAt5('> quoted\n>\n> - a list\n>   - in a list\n\n**_bold italic_**\n')).toEqual([]);
  });
});

describe('a line of 100,000 [ (the start of a link, over and over)', () => {
  it('is read in seconds', async () => {
    const started = performance.now();
    expect(await bodyAt5('['.repeat(100_000))).toEqual([]);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('a field too long once its tokens are filled in', () => {
  const source = { data: { description: 'Meet {practitioner} in {town}.' }, lineOf: () => 4 };
  const issues = z.object({ description: z.string().max(10) }).safeParse(source.data).error?.issues ?? [];

  it('names the tokens and the settings, not a raw length', () => {
    expect(zodProblems(issues, source, 'src/content/pages/about.md')).toEqual([
      {
        file: 'src/content/pages/about.md',
        line: 4,
        field: 'description',
        message:
          'is longer than 10 characters once {practitioner}, {town} are filled in from the practice settings (src/content/settings): shorten the text here, or the setting.',
      },
    ]);
  });
});

describe('files and values too large for any page', () => {
  const folder = mkdtempSync(join(tmpdir(), 'hostile-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('a file over 100 KB is one line, before anything parses it', () => {
    const big = join(folder, 'big.md');
    writeFileSync(big, `---\ntitle: "Big"\n---\n`.padEnd(150_000, 'Calm words. '));
    const source = { folder: relative(CONTENT_DIR, folder) };
    expect(problemsOf(() => readEntries(source))).toEqual([
      {
        file: join(CONTENT_DIR, source.folder, 'big.md'),
        message:
          'is 150 KB: a file may hold at most 100 KB. Split it into several, or remove what was pasted by mistake.',
      },
    ]);
  });

  it('a value of 10,000 characters is one line, before the other checks read it', () => {
    const data = { subtitle: 'a'.repeat(10_000) };
    const entry = { id: 'post', file, at: [], data, yaml: { data, lineOf: () => 3 } };
    expect(longValueProblems(entry)).toEqual([
      { file, line: 3, field: 'subtitle', message: 'is 10000 characters long: keep it to 3000 or fewer.' },
    ]);
  });

  it('a practice name of 10,000 characters is one line in the settings', () => {
    const settings = readFileSync(settingsFile('practice'), 'utf8');
    const long = settings.replace(/^practiceName: .*$/m, `practiceName: "${'Calm '.repeat(2000).trim()}"`);
    expect(
      problemsOf(() => parseSettingsFile('practice', long, placeInTheEditor)).map(({ field, message }) => [
        field,
        message,
      ]),
    ).toEqual([
      [
        'practiceName',
        'is 9999 characters long: keep it to 50 or fewer. In the editor: Practice settings › About you and your practice › Practice name.',
      ],
    ]);
  });
});
