/** Checks of a Markdown body, parsed once (markup.ts): its pasted code, {tokens}, links and pictures. */
import { dirname, resolve } from 'node:path';
import type { Problem } from '#/config/problems/problem.ts';
import { imageProblem } from '#/content-check/images.ts';
import { bodyMarkupProblems, parsedBody } from '#/content-check/markup.ts';
import { TOO_DEEP } from '#/content-check/nesting.ts';
import { lineProblems, linkProblems, type SiteLinks } from '#/content-check/text-rules.ts';

export interface BodySite {
  tokens: readonly string[];
  /** Optional tokens left empty (their sentences are left out). */
  unset: readonly string[];
  links: SiteLinks;
}

/** In the order of its lines; `firstLine`: the body's first line in the file. */
export async function bodyProblems(
  file: string,
  { text, firstLine }: { text: string; firstLine: number },
  site: BodySite,
): Promise<Problem[]> {
  const at = (line: number | undefined, message: string): Problem => ({
    file,
    line: (line ?? 1) + firstLine - 1,
    field: 'text',
    message,
  });
  const body = parsedBody(text);
  if ('tooDeep' in body) return [at(body.tooDeep, TOO_DEEP)];
  const links = linkProblems(body.elements, site.links).map(async ({ line, message, picture }) => {
    const fileProblem = picture && (await imageProblem(resolve(dirname(file), picture)));
    const said = message ?? (fileProblem && `the picture ${picture} ${fileProblem}`);
    return said ? [at(line, said)] : [];
  });
  return [
    ...lineProblems(text, site.tokens, site.unset).map(({ index, message }) => at(index + 1, message)),
    ...bodyMarkupProblems(body.elements).map(({ line, message }) => at(line, message)),
    ...(await Promise.all(links)).flat(),
  ].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
