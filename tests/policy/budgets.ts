/**
 * A built page's bytes as the host sends them, read from dist/: text files (HTML, CSS, scripts)
 * at brotli's best, fonts and pictures as they are (already compressed, the hosts send them so).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { canonicalPath } from '#/serving/canonical-path.ts';
import { attributes, DIST, openingScripts, pageScripts } from '../support/built-pages.ts';

/** A tenth of the home page the project started from (578,356 B). */
export const HOME_PAGE_BYTES = 57_835;
/** The home page carries the one React island. */
export const HOME_JS_BYTES = 70 * 1024;
/** Any picture the site ships, whatever the owner uploaded (share images aside: they are made for other sites). */
export const IMAGE_BYTES = 300 * 1024;
/** Pages without an island ship only the tiny site script (menu fallback, scroll to top). */
export const SITE_SCRIPT_BYTES = 1024;
/**
 * At most one self-hosted font file a page (the headings'), a Latin subset small enough to arrive in the
 * round trips after the HTML on a slow phone (Lighthouse's LCP <= 1.2 s; src/config/web-fonts.ts).
 */
export const MAX_FONT_FILES = 1;
export const FONT_FILE_BYTES = 16 * 1024;

const brotliSize = (bytes: Buffer | string) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;

/** What the hosts compress: text. */
const TEXT = /\.(html|css|js|mjs|json|webmanifest|svg|xml|txt|yml)$/;

const file = (url: string) => readFileSync(join(DIST, url));

/** A file of dist/ (by its URL path) as the host sends it, in bytes. */
export const sentBytes = (url: string) => (TEXT.test(url) ? brotliSize(file(url)) : file(url).length);

const sum = (urls: Iterable<string>) => [...urls].reduce((total, url) => total + sentBytes(url), 0);

/** The bodies of a page's inline scripts that run: no src, not JSON-LD (which is data). */
const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );

export interface WebFont {
  url: string;
  bytes: number;
  preloaded: boolean;
}

export interface PageBytes {
  page: string;
  route: string;
  html: number;
  css: number;
  /** Inline and opening scripts. */
  javascript: number;
  /** The islands' own scripts, loaded when one hydrates. */
  islands: number;
  fonts: WebFont[];
  /** Pictures loaded with the page (not lazily), at their largest. */
  pictures: number;
  /** What a first visit to the page loads before any island hydrates. */
  total: number;
  /** @font-face rules that may swap a late font in (any but `font-display: optional`): a layout shift. */
  swappingFontFaces: number;
}

export function measurePage(page: string): PageBytes {
  const html = file(page).toString('utf8');
  const stylesheets = attributes(html, 'link', 'href', /\srel="stylesheet"/);
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  const allCss = css + stylesheets.map((url) => file(url).toString('utf8')).join('');
  const preloaded = new Set(attributes(html, 'link', 'href', /\sas="font"/));
  const fontUrls = new Set([...allCss.matchAll(/@font-face\s*\{[^}]*?url\(["']?([^"')]+)/g)].map((m) => m[1] ?? ''));
  const fonts = [...fontUrls].map((url) => ({ url, bytes: sentBytes(url), preloaded: preloaded.has(url) }));
  const opening = openingScripts(page);
  const inline = inlineScripts(html).join('');
  const islands = [...pageScripts(page)].filter((url) => !opening.has(url));
  const eagerPictures = attributes(html, 'img', 'src', /^(?![^>]*loading="lazy")/).filter((url) => url.startsWith('/'));
  const bytes = {
    html: sentBytes(page),
    css: sum(stylesheets),
    javascript: sum(opening) + (inline ? brotliSize(inline) : 0),
    islands: sum(islands),
    pictures: sum(eagerPictures),
  };
  const fontBytes = fonts.reduce((total, font) => total + font.bytes, 0);
  return {
    page,
    route: canonicalPath(`/${page}`),
    ...bytes,
    fonts,
    total: bytes.html + bytes.css + bytes.javascript + bytes.pictures + fontBytes,
    swappingFontFaces: (allCss.match(/@font-face\s*\{[^}]*\}/g) ?? []).filter(
      // A local() fallback face loads nothing.
      (rule) => /url\(/.test(rule) && !/font-display:\s*optional/.test(rule),
    ).length,
  };
}

/** What breaks the budgets, one line each. */
export function budgetProblems(bytes: PageBytes): string[] {
  const { route, page, islands, javascript, total } = bytes;
  const problems: string[] = [];
  if (page === 'index.html' && total > HOME_PAGE_BYTES)
    problems.push(`${route}: ${total} B on a first visit > ${HOME_PAGE_BYTES} B`);
  const jsLimit = islands > 0 ? HOME_JS_BYTES : SITE_SCRIPT_BYTES;
  if (javascript + islands > jsLimit)
    problems.push(`${route}: JavaScript ${javascript + islands} B brotli > ${jsLimit} B`);
  if (islands > 0 && page !== 'index.html') problems.push(`${route}: only the home page may hydrate an island`);
  return [...problems, ...fontProblems(bytes)];
}

function fontProblems({ route, fonts, swappingFontFaces }: PageBytes): string[] {
  const problems = fonts.flatMap(({ url, bytes, preloaded }) => [
    ...(bytes > FONT_FILE_BYTES ? [`${route}: font ${url} is ${bytes} B > ${FONT_FILE_BYTES} B`] : []),
    ...(preloaded ? [`${route}: font ${url} is preloaded: the first paint would wait for its connection`] : []),
  ]);
  if (fonts.length > MAX_FONT_FILES) problems.push(`${route}: ${fonts.length} font files > ${MAX_FONT_FILES}`);
  if (swappingFontFaces)
    problems.push(`${route}: ${swappingFontFaces} @font-face rules would swap a late font in (font-display: optional)`);
  return problems;
}
