import { formatProblem } from '#/config/problems/problem.ts';
import { claimMessage, claimsIn } from '#/content-check/claims/find.ts';
import { lineProblems, MISSING_PICTURE } from '#/content-check/text-rules.ts';
import type { SiteData } from '#/editor/preview/site-data.ts';

/** In the content check's words (the build checks again); `path`: the entry's page. */
export function entryProblems(
  file: string,
  body: string | undefined,
  site: Pick<SiteData, 'tokens' | 'unsetTokens' | 'paths' | 'unpublished'>,
  picture: (path: string) => string | undefined,
  path: string,
): string[] {
  if (!body) return [];
  // A post not published may link to another (neither is online), as in the content check.
  const [pages, notYet] = site.unpublished.includes(path)
    ? [[...site.paths, ...site.unpublished], []]
    : [site.paths, site.unpublished];
  return lineProblems(body, Object.keys(site.tokens), pages, site.unsetTokens, notYet).flatMap(
    ({ message, picture: path }) => {
      const said = message ?? (path && !picture(path) ? `the picture ${path} ${MISSING_PICTURE}` : undefined);
      return said ? [formatProblem({ file, field: 'text', message: said })] : [];
    },
  );
}

/** A string, or the strings in a list or group, with its top field's name. */
const fieldTexts = (value: unknown, field: string): { field: string; text: string }[] => {
  if (typeof value === 'string') return [{ field, text: value }];
  if (value && typeof value === 'object') return Object.values(value).flatMap((inner) => fieldTexts(inner, field));
  return [];
};

/** The claims `build:live` refuses: in each text field and each line of the text, a link showing its words. */
export function claimProblems(file: string, fields: Record<string, unknown>, body: string | undefined): string[] {
  const texts = [
    ...Object.entries(fields).flatMap(([field, value]) => fieldTexts(value, field)),
    ...(body ?? '').split('\n').map((line) => ({ field: 'text', text: line.replace(/\]\([^)]*\)/g, ']') })),
  ];
  return texts.flatMap(({ field, text }) =>
    claimsIn(text).map((claim) => formatProblem({ file, field, message: claimMessage(claim) })),
  );
}
