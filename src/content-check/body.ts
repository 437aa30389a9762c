/** Checks of a Markdown body: its {tokens}, its links to the site's own pages and its pictures. */
import { dirname, resolve } from 'node:path';
import type { Problem } from '#/lib/problems/problem.ts';
import { imageProblem } from './images.ts';
import type { SourceEntry } from './entries.ts';
import { closest } from '#/lib/problems/closest.ts';
import { unsetTokenMessage, unsetTokens } from '#/config/tokens.ts';

const TOKEN = /\{([a-zA-Z]+)\}/g;
const LINK = /(!?)\[([^\]]*)\]\(\s*<?([^)\s>]+)/g;

export async function bodyProblems(
  entry: SourceEntry,
  tokens: readonly string[],
  pages: readonly string[],
): Promise<Problem[]> {
  if (!entry.body) return [];
  const problems: Problem[] = [];
  const lines = entry.body.text.split('\n');
  for (const [index, text] of lines.entries()) {
    const at = { file: entry.file, line: entry.body.firstLine + index, field: 'text' };
    for (const [token, name = ''] of text.matchAll(TOKEN)) {
      if (tokens.includes(name)) continue;
      if (unsetTokens.includes(name)) {
        problems.push({ ...at, message: unsetTokenMessage(token) });
        continue;
      }
      const guess = closest(name, tokens);
      const hint = guess
        ? `Did you mean {${guess}}?`
        : `Known tokens: ${tokens.map((known) => `{${known}}`).join(', ')}.`;
      problems.push({ ...at, message: `${token} is not a token. ${hint}` });
    }
    for (const [, bang, label = '', target = ''] of text.matchAll(LINK)) {
      const message = bang ? await pictureProblem(entry.file, label, target) : linkProblem(target, pages);
      if (message) problems.push({ ...at, message });
    }
  }
  return problems;
}

/** A link to one of the site's own pages ("/services", "/blog/x#part") that is not a page. */
function linkProblem(target: string, pages: readonly string[]): string | undefined {
  if (!target.startsWith('/') || target.startsWith('//')) return undefined;
  const path = target.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1') || '/';
  if (pages.includes(path)) return undefined;
  const guess = closest(path, pages);
  return `the link to ${target} goes to no page of the site.${guess ? ` Did you mean ${guess}?` : ''}`;
}

async function pictureProblem(file: string, alt: string, target: string): Promise<string | undefined> {
  if (/^https?:/.test(target))
    return `the picture ${target} is on another website. Put the picture in src/assets/ and link to it there.`;
  if (!alt.trim())
    return `the picture ${target} has no description. Write one between the square brackets: ![What the picture shows](${target}).`;
  const problem = await imageProblem(resolve(dirname(file), target));
  return problem && `the picture ${target} ${problem}`;
}
