import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { sharedRuns } from '../../policy/shared-runs';

const BLOG = 'src/content/blog';
const HELPLINES = 'src/content/helplines.yaml';
/** Where copy and markup are written: every page's text comes from these files. */
const SOURCES = ['src/content', 'src/components', 'src/pages', 'src/layouts', 'src/config', 'src/lib'];

const body = (markdown: string) => markdown.split(/^---$/m).slice(2).join('---');
const articles = Object.fromEntries(
  readdirSync(BLOG)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, body(readFileSync(join(BLOG, name), 'utf8'))]),
);
const sourceFiles = SOURCES.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(md|ya?ml|tsx?|astro)$/.test(name))
    .map((name) => join(folder, name)),
).filter((file) => file !== HELPLINES);

const numbers = (parse(readFileSync(HELPLINES, 'utf8')) as { number: string }[]).map((line) => line.number);
/** A number's digits with any spacing between them, not part of a longer number. */
const numberPattern = (number: string) =>
  new RegExp(`(?<![\\d#.])${[...number.replace(/\D/g, '')].join('[\\s\\u00a0-]?')}(?!\\d)`);

describe('copy across the site', () => {
  it('no run of 12 words is shared by three or more articles', () => {
    expect(Object.keys(articles).length).toBeGreaterThanOrEqual(3);
    expect(sharedRuns(articles).map(({ run, texts }) => `${run} (${texts.join(', ')})`)).toEqual([]);
  });

  it.each(numbers)('the crisis number %s is written only in the helplines file', (number) => {
    const pattern = numberPattern(number);
    expect(sourceFiles.filter((file) => pattern.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});

describe('the copy checks can fail', () => {
  it('find a run of 12 words in three texts', () => {
    const run = 'one two three four five six seven eight nine ten eleven twelve';
    expect(sharedRuns({ a: run, b: `x ${run}`, c: `${run} y` })).toHaveLength(1);
    expect(sharedRuns({ a: run, b: run, c: 'something else entirely' })).toEqual([]);
  });

  it('find a crisis number however it is spaced', () => {
    const [number = ''] = numbers.filter((written) => written.includes(' '));
    const digits = number.replace(/\D/g, '');
    expect(numberPattern(number).test(`call ${digits} now`)).toBe(true);
    expect(numberPattern(number).test(`call ${number} now`)).toBe(true);
    expect(numberPattern(number).test(`call 9${digits}9 now`)).toBe(false);
  });
});
