import type { Problem } from '#/config/problems/problem.ts';
import { claimMessage, claimsIn, isQuote } from '#/content-check/claims/find.ts';
import { bodyElements } from '#/content-check/markup-rules.ts';
import { lineProblems, linkProblems, MISSING_PICTURE, type LinkProblem } from '#/content-check/text-rules.ts';
import { pathOf, writtenTree } from '#/editor/preview/markdown.ts';
import type { SiteData } from '#/editor/preview/site-data.ts';

/**
 * In the content check's words (the build checks again); `path`: the entry's page. `picture`: a picture's address
 * in the editor; without it (the form, which cannot see her uploads) pictures are not checked.
 */
export function entryProblems(
  file: string,
  body: string | undefined,
  site: Pick<SiteData, 'tokens' | 'unsetTokens' | 'paths' | 'unpublished' | 'siteUrl'>,
  picture: ((path: string) => string | undefined) | undefined,
  path: string,
): Problem[] {
  if (!body) return [];
  // A post not published may link to another (neither is online), as in the content check.
  const [pages, notYet] = site.unpublished.includes(path)
    ? [[...site.paths, ...site.unpublished], []]
    : [site.paths, site.unpublished];
  const links = { siteUrl: site.siteUrl, page: path, pages, unpublished: notYet };
  const { tree, pictures } = writtenTree(body, { tokens: site.tokens, unset: site.unsetTokens });
  // A picture not written in Markdown is her HTML, which build-check.ts tells (as the build tells raw HTML).
  const elements = bodyElements(tree).map((found) => {
    const src = pathOf(String(found.element.properties['src'] ?? ''));
    return { ...found, raw: found.element.tagName === 'img' && !pictures.has(src) };
  });
  const told: Omit<LinkProblem, 'line'>[] = [
    ...lineProblems(body, Object.keys(site.tokens), site.unsetTokens),
    ...linkProblems(elements, links),
  ];
  return told.flatMap(({ message, picture: named }) => {
    const said =
      message ?? (named && picture && !picture(named) ? `the picture ${named} ${MISSING_PICTURE}` : undefined);
    return said ? [{ file, field: 'text', message: said }] : [];
  });
}

/** A string, or the strings in a list or group, with its top field's name. */
const fieldTexts = (value: unknown, field: string): { field: string; text: string }[] => {
  if (typeof value === 'string') return [{ field, text: value }];
  if (value && typeof value === 'object') return Object.values(value).flatMap((inner) => fieldTexts(inner, field));
  return [];
};

/** The claims `build:live` refuses: in each text field and each line of the text, a link showing its words. */
export function claimProblems(file: string, fields: Record<string, unknown>, body: string | undefined): Problem[] {
  const texts = [
    ...Object.entries(fields).flatMap(([field, value]) => fieldTexts(value, field)),
    ...(body ?? '').split('\n').map((line) => ({ field: 'text', text: line.replace(/\]\([^)]*\)/g, ']') })),
  ];
  return texts.flatMap(({ field, text }) =>
    claimsIn(text).map((claim) => ({ file, field, message: claimMessage(claim, isQuote(file, field)) })),
  );
}
