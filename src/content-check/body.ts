/** Checks of a Markdown body: its {tokens}, its links to the site's own pages and its pictures. */
import { dirname, resolve } from 'node:path';
import type { Problem } from '#/config/problems/problem.ts';
import { imageProblem } from '#/content-check/images.ts';
import type { SourceEntry } from '#/lib/entries.ts';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { lineProblems } from '#/content-check/text-rules.ts';

export async function bodyProblems(
  entry: SourceEntry,
  tokens: readonly string[],
  pages: readonly string[],
  unpublished: readonly string[],
): Promise<Problem[]> {
  if (!entry.body) return [];
  const { text, firstLine } = entry.body;
  const problems: Problem[] = [];
  for (const { index, message, picture } of lineProblems(text, tokens, pages, settingsFillIns().unset, unpublished)) {
    const fileProblem = picture && (await imageProblem(resolve(dirname(entry.file), picture)));
    const said = message ?? (fileProblem && `the picture ${picture} ${fileProblem}`);
    if (said) problems.push({ file: entry.file, line: firstLine + index, field: 'text', message: said });
  }
  return problems;
}
