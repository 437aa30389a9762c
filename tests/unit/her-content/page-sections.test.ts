/**
 * Each page file has its own sections (src/schemas/page.ts): a missing or unknown section is a
 * problem line naming the file, line and field, told by the content check before anything is built.
 */
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { readEntries } from '#/lib/entries.ts';
import { formatProblem } from '#/config/problems/problem.ts';
import { readYaml } from '#/config/problems/yaml-source.ts';
import { zodProblems } from '#/config/problems/zod-problems.ts';
import { pageIds } from '#/schemas/page-files.ts';
import { contentSources } from '#/schemas/collections.ts';
import type { SchemaTools } from '#/schemas/tools.ts';

const tools = {
  image: () => z.string(),
  reference: () => z.string(),
  fillIns: settingsFillIns(),
  pages: pageIds(),
} as unknown as SchemaTools;
const FRONT_MATTER = /^---\n([\s\S]*?)\n---/;

const sectionsOf = (data: unknown) => Object.keys((data as { sections?: object }).sections ?? {});
/** The page with the most sections, and its first. */
const page = readEntries(contentSources.pages.source).sort(
  (a, b) => sectionsOf(b.data).length - sectionsOf(a.data).length,
)[0];
const sectionName = sectionsOf(page?.data).at(0) ?? '';
const sectionLine = new RegExp(`^  ${sectionName}:$`, 'm');
/** The section's name line and its indented fields. */
const sectionBlock = new RegExp(`^  ${sectionName}:\n(?: {4}.*\n)*`, 'm');

const lineOf = (text: string, pattern: RegExp) => text.split('\n').findIndex((line) => pattern.test(line)) + 1;

/** The content check's lines for the page file written as `text` (schema chosen by the file's id, as the build does). */
async function problemLines(id: string, file: string, text: string): Promise<string[]> {
  const yaml = readYaml(FRONT_MATTER.exec(text)?.[1] ?? '', file, 2);
  const result = await contentSources.pages.schema(tools, id).safeParseAsync(yaml.data);
  return zodProblems(result.error?.issues ?? [], yaml, file).map(formatProblem);
}

describe('a page’s sections are checked against that page’s own list', () => {
  if (!page || !sectionName) throw new Error('No page file has sections.');
  const original = readFileSync(page.file, 'utf8');

  it('accepts the page as written', async () => {
    expect(await problemLines(page.id, page.file, original)).toEqual([]);
  });

  it('names a required section that is missing', async () => {
    const text = original.replace(sectionBlock, '');
    expect(await problemLines(page.id, page.file, text)).toEqual([
      `${page.file}, line ${lineOf(text, /^sections:$/)}, sections.${sectionName}: missing. Add a line ${sectionName}: with its fields indented below it.`,
    ]);
  });

  it('names a sections field left empty', async () => {
    const text = original.replace(/^sections:\n(?: {2}.*\n)*/m, 'sections:\n');
    expect(await problemLines(page.id, page.file, text)).toEqual([
      `${page.file}, line ${lineOf(text, /^sections:$/)}, sections: is empty. Write its fields indented below it.`,
    ]);
  });

  it('names a section the page does not have', async () => {
    const text = original.replace(sectionLine, `  ${sectionName}:\n    heading: "A heading"\n  notASection:`);
    expect(await problemLines(page.id, page.file, text)).toEqual([
      `${page.file}, line ${lineOf(text, /^ {2}notASection:$/)}, sections.notASection: "notASection" is not a field here. Check its spelling, or delete it.`,
    ]);
  });

  it('a misspelt section is one problem, with the section meant', async () => {
    const typo = `${sectionName}x`;
    const text = original.replace(sectionLine, `  ${typo}:`);
    expect(await problemLines(page.id, page.file, text)).toEqual([
      `${page.file}, line ${lineOf(text, new RegExp(`^ {2}${typo}:$`))}, sections.${typo}: "${typo}" is not a field here. Did you mean ${sectionName}?`,
    ]);
  });

  it('a page file no page shows', async () => {
    const [line] = await problemLines('no-such-page', 'src/content/pages/no-such-page.md', original);
    expect(line).toMatch(
      /^src\/content\/pages\/no-such-page\.md, line 2: has no route shell \(src\/pages\/no-such-page\.astro\)/,
    );
  });
});
