/** No parser and no files: the build (body.ts) and the editor's preview both ask these, in the same words. */
import { closest } from '#/config/problems/closest.ts';
import { FILL_IN } from '#/config/fill-ins.ts';
import { pagePath, paths } from '#/config/paths.ts';
import { addressKind } from '#/lib/address-kind.ts';
import { decodedAddress, ownPagePath } from '#/lib/own-pages.ts';
import type { BodyElement } from '#/content-check/markup-rules.ts';

export const MISSING_PICTURE = 'is not a picture file there. Check the file name and its folder.';

/** Her {tokens}, line by line (`index` from 0); `unset`: optional ones left empty (their sentences are left out). */
export function lineProblems(
  text: string,
  tokens: readonly string[],
  unset: readonly string[] = [],
): { index: number; message: string }[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(FILL_IN)].flatMap(([token, name = '']) =>
      // A sentence naming an optional setting she left empty is left out of the page (src/config/fill-ins.ts).
      tokens.includes(name) || unset.includes(name) ? [] : [{ index, message: tokenProblem(token, name, tokens) }],
    ),
  );
}

function tokenProblem(token: string, name: string, tokens: readonly string[]): string {
  const guess = closest(name, tokens);
  const hint = guess
    ? `Did you mean {${guess}}?`
    : `Known fill-ins: ${tokens.map((known) => `{${known}}`).join(', ')}.`;
  return `${token} is not a fill-in. ${hint}`;
}

/** What a link in a text is judged against. */
export interface SiteLinks {
  /** Her site's own address (settings): a link to it is a link to one of its pages. */
  siteUrl: string;
  /** The page the text is on ("/blog/a-post"): a relative address is read from it. */
  page: string;
  /** Every page online (sitePages). */
  pages: readonly string[];
  /** Posts not published yet (drafts, dated later): a published page may not link to them. */
  unpublished: readonly string[];
}

/** `picture`: a picture on the site, whose file is for the caller to check. */
export interface LinkProblem {
  line: number | undefined;
  message?: string;
  picture?: string;
}

/**
 * Every link to her own site, however written (inline, reference, HTML, her full address, an autolink, a
 * trailing slash, a ?query or #part), and every picture written in Markdown (each `img` not written as HTML).
 */
export function linkProblems(elements: readonly BodyElement[], site: SiteLinks): LinkProblem[] {
  return elements.flatMap(({ element, raw, lineOf }): LinkProblem[] => {
    const { href, src, alt } = element.properties;
    if (element.tagName === 'a' && typeof href === 'string') {
      const message = linkProblem(href.trim(), site);
      return message ? [{ line: lineOf(href), message }] : [];
    }
    if (element.tagName !== 'img' || raw || typeof src !== 'string') return [];
    const message = pictureProblem(String(alt ?? ''), src);
    if (message) return [{ line: lineOf(), message }];
    return addressKind(src) === 'page' ? [{ line: lineOf(), picture: decodedAddress(src) }] : [];
  });
}

/** "/services", "/blog/x#part", "https://www.her-practice.co.uk/clinics/phobias/". */
function linkProblem(address: string, site: SiteLinks): string | undefined {
  const path = ownPagePath(address, site.page, site.siteUrl);
  if (path === undefined || site.pages.includes(path)) return undefined;
  if (site.unpublished.includes(path.toLowerCase()))
    return `the link to ${address} goes to a post that is not published yet (a draft, or dated later), so it would lead nowhere. Publish that post first, or remove the link until it is.`;
  const guess = closest(path, site.pages);
  return `the link to ${address} goes to no page of the site.${guess ? ` Did you mean ${guess}?` : ''}`;
}

function pictureProblem(alt: string, src: string): string | undefined {
  if (['web', 'insecure'].includes(addressKind(src)))
    return `the picture ${src} is on another website. Put the picture in src/assets/ and link to it there.`;
  // No whole `![…](…)` example: Astro's error output would show it as a link, without its brackets.
  if (!alt.trim())
    return `the picture ${src} has no description. Write one between its square brackets: ![What the picture shows].`;
  return undefined;
}

/** Every page a link may go to: the pages' own (those with a route shell), each entry's (but unpublished posts'), and the feed. */
export function sitePages(ids: {
  pages: readonly string[];
  services: readonly string[];
  clinics: readonly string[];
  blog: readonly string[];
}): string[] {
  return [
    ...ids.pages.map(pagePath),
    paths.rss,
    ...ids.services.map(paths.service),
    ...ids.clinics.map(paths.clinic),
    ...ids.blog.map(paths.post),
  ];
}
