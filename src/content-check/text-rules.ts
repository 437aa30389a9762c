/** Needs nothing but the text: the build (body.ts) and the editor's preview both ask these, in the same words. */
import { closest } from '#/config/problems/closest.ts';
import { paths } from '#/config/paths.ts';
import { addressKind } from '#/lib/address-kind.ts';
import { FILL_IN } from '#/config/fill-ins.ts';

// The label stops at any bracket: a line of thousands of [ is read in one pass, not one per [.
const LINK = /(!?)\[([^[\]]*)\]\(\s*<?([^)\s>]+)/g;

export const MISSING_PICTURE = 'is not a picture file there. Check the file name and its folder.';

/** `picture` names a picture whose file is for the caller to check. */
export interface LineProblem {
  index: number;
  message?: string;
  picture?: string;
}

/** `unset`: optional tokens left empty (their sentences are left out); `unpublished`: posts not yet online. */
export function lineProblems(
  text: string,
  tokens: readonly string[],
  pages: readonly string[],
  unset: readonly string[] = [],
  unpublished: readonly string[] = [],
): LineProblem[] {
  return text.split('\n').flatMap((line, index): LineProblem[] => [
    ...[...line.matchAll(FILL_IN)].flatMap(([token, name = '']): LineProblem[] => {
      // A sentence naming an optional setting she left empty is left out of the page (src/config/fill-ins.ts).
      if (tokens.includes(name) || unset.includes(name)) return [];
      return [{ index, message: tokenProblem(token, name, tokens) }];
    }),
    ...[...line.matchAll(LINK)].flatMap(([, bang, label = '', target = '']): LineProblem[] => {
      const message = bang ? pictureTextProblem(label, target) : linkProblem(target, pages, unpublished);
      if (message) return [{ index, message }];
      return bang ? [{ index, picture: target }] : [];
    }),
  ]);
}

function tokenProblem(token: string, name: string, tokens: readonly string[]): string {
  const guess = closest(name, tokens);
  const hint = guess ? `Did you mean {${guess}}?` : `Known tokens: ${tokens.map((known) => `{${known}}`).join(', ')}.`;
  return `${token} is not a token. ${hint}`;
}

/** "/services", "/blog/x#part". */
function linkProblem(target: string, pages: readonly string[], unpublished: readonly string[]): string | undefined {
  if (!target.startsWith('/') || target.startsWith('//')) return undefined;
  const path = target.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1') || '/';
  if (pages.includes(path)) return undefined;
  if (unpublished.includes(path))
    return `the link to ${target} goes to a post that is not published yet (a draft, or dated later), so it would lead nowhere. Publish that post first, or remove the link until it is.`;
  const guess = closest(path, pages);
  return `the link to ${target} goes to no page of the site.${guess ? ` Did you mean ${guess}?` : ''}`;
}

function pictureTextProblem(alt: string, target: string): string | undefined {
  if (['web', 'insecure'].includes(addressKind(target)))
    return `the picture ${target} is on another website. Put the picture in src/assets/ and link to it there.`;
  // No whole `![…](…)` example: Astro's error output would show it as a link, without its brackets.
  if (!alt.trim())
    return `the picture ${target} has no description. Write one between its square brackets: ![What the picture shows].`;
  return undefined;
}

export function sitePages(ids: { services: string[]; clinics: string[]; blog: string[] }): string[] {
  const fixed = Object.values(paths).flatMap((path) => (typeof path === 'string' ? [path] : []));
  return [...fixed, ...ids.services.map(paths.service), ...ids.clinics.map(paths.clinic), ...ids.blog.map(paths.post)];
}
