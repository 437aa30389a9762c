import { formatProblem, type Problem } from '~/lib/problems/problem';
import { lineProblems, MISSING_PICTURE } from '~/content-check/text-rules';

/** The entry's problems the build would refuse, in the content check's words (the build checks again). */
export function entryProblems(
  file: string,
  body: string | undefined,
  site: { tokens: Readonly<Record<string, string>>; paths: string[] },
  picture: (path: string) => string | undefined,
): string[] {
  if (!body) return [];
  const problems: Problem[] = lineProblems(body, Object.keys(site.tokens), site.paths).flatMap(
    ({ message, picture: path }) => {
      const said = message ?? (path && !picture(path) ? `the picture ${path} ${MISSING_PICTURE}` : undefined);
      return said ? [{ file, field: 'text', message: said }] : [];
    },
  );
  return problems.map(formatProblem);
}
