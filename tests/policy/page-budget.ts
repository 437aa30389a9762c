/** Sizes of a built page as a visitor's browser receives them (brotli), read from dist/. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { canonicalPath } from '#/serving/canonical-path.ts';
import { isEditorPath } from '#/serving/http-headers.ts';
import { moduleGraph } from '#/serving/build/module-graph.ts';

export const DIST = 'dist';

/** First round trip: the HTML and the CSS it needs to render. */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;
/**
 * What a new connection's first flight carries: 10 TCP segments of 1,460 B (RFC 6928), as
 * Lighthouse simulates it. A page whose whole response, headers included, fits arrives a round
 * trip (150 ms on its slow 4G) sooner, and the fonts start that much earlier.
 */
export const FIRST_FLIGHT_BYTES = 10 * 1460;
/**
 * The home page carries the one island and, in its first screen, her number and her registrations
 * (issue 34): 14.2 KB of brotli and 1 KB of headers, one segment past the first flight. Trust in
 * the first screen won over the one round trip (150 ms on slow 4G); every other page still fits.
 */
export const HOME_FLIGHT_BYTES = FIRST_FLIGHT_BYTES + 1460;
/** The home page carries the one React island. */
export const HOME_JS_BYTES = 70 * 1024;
/** Any picture the site ships, whatever the owner uploaded (share images aside: they are made for other sites). */
export const IMAGE_BYTES = 300 * 1024;
/** Pages without an island ship only the tiny site script (menu fallback, scroll to top). */
export const SITE_SCRIPT_BYTES = 1024;
/**
 * At most two self-hosted font files a page, each a Latin subset small enough to arrive in the
 * round trips after the HTML on a slow phone (Lighthouse's LCP <= 1.2 s; src/config/web-fonts.ts).
 */
export const MAX_FONT_FILES = 2;
export const FONT_FILE_BYTES = 16 * 1024;

export const brotliSize = (bytes: Buffer | string) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Every built HTML page of the public site (not the web editor), as a path relative to dist/. */
export function builtPages(): string[] {
  return readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !isEditorPath(`/${file}`))
    .sort();
}

/** The values of one attribute on the tags (of one name) that match a filter. */
const attr = (html: string, tag: string, name: string, where = /./) =>
  [...html.matchAll(new RegExp(`<${tag}\\s[^>]*>`, 'g'))]
    .map(([element]) => element)
    .filter((element) => where.test(element))
    .map((element) => new RegExp(`\\s${name}="([^"]+)"`).exec(element)?.[1])
    .filter((value): value is string => Boolean(value));

/** The bodies of a page's inline scripts that run: no src, not JSON-LD (which is data). */
const inlineScriptBodies = (html: string): string[] =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );

const asset = (url: string) => readFileSync(join(DIST, url));

export interface WebFont {
  url: string;
  bytes: number;
  preloaded: boolean;
}

export interface PageBudget {
  page: string;
  firstRoundTrip: number;
  javascript: number;
  island: boolean;
  fonts: WebFont[];
  /** @font-face rules without `font-display: swap`. */
  blockingFontFaces: number;
}

function webFonts(html: string, css: string): WebFont[] {
  const preloaded = new Set(attr(html, 'link', 'href', /\sas="font"/));
  const urls = new Set([...css.matchAll(/@font-face\s*\{[^}]*?url\(["']?([^"')]+)/g)].map((match) => match[1] ?? ''));
  return [...urls].map((url) => ({ url, bytes: asset(url).length, preloaded: preloaded.has(url) }));
}

/** Every script file a page loads: its script tags' and islands' modules, and what they import, once each. */
export function pageScripts(page: string): Set<string> {
  const html = readFileSync(join(DIST, page), 'utf8');
  const modules = new Set<string>();
  const entries = [
    ...attr(html, 'script', 'src'),
    ...attr(html, 'astro-island', 'component-url'),
    ...attr(html, 'astro-island', 'renderer-url'),
  ];
  for (const url of entries) moduleGraph(DIST, url, modules);
  return modules;
}

export function measurePage(page: string): PageBudget {
  const html = readFileSync(join(DIST, page)).toString();
  const stylesheets = attr(html, 'link', 'href', /\srel="stylesheet"/).map(asset);
  const modules = pageScripts(page);
  const inline = inlineScriptBodies(html).join('');
  const css =
    [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('') + stylesheets.join('');
  const fontFaces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  const javascript = [...modules].reduce((sum, url) => sum + brotliSize(asset(url)), inline ? brotliSize(inline) : 0);
  return {
    page,
    firstRoundTrip: brotliSize(Buffer.concat([Buffer.from(html), ...stylesheets])),
    javascript,
    island: html.includes('<astro-island'),
    fonts: webFonts(html, css),
    blockingFontFaces: fontFaces.filter((rule) => !/font-display:\s*swap/.test(rule)).length,
  };
}

/** What breaks the budgets, one line each. */
export function budgetProblems(budget: PageBudget): string[] {
  const problems: string[] = [];
  const route = canonicalPath(`/${budget.page}`);
  if (budget.firstRoundTrip > FIRST_ROUND_TRIP_BYTES) {
    problems.push(`${route}: HTML + CSS ${budget.firstRoundTrip} B brotli > ${FIRST_ROUND_TRIP_BYTES} B`);
  }
  const jsLimit = budget.island ? HOME_JS_BYTES : SITE_SCRIPT_BYTES;
  if (budget.javascript > jsLimit) problems.push(`${route}: JavaScript ${budget.javascript} B brotli > ${jsLimit} B`);
  if (budget.island && budget.page !== 'index.html')
    problems.push(`${route}: only the home page may hydrate an island`);
  problems.push(...fontProblems(route, budget));
  return problems;
}

function fontProblems(route: string, { fonts, blockingFontFaces }: PageBudget): string[] {
  const problems = fonts.flatMap(({ url, bytes, preloaded }) => [
    ...(bytes > FONT_FILE_BYTES ? [`${route}: font ${url} is ${bytes} B > ${FONT_FILE_BYTES} B`] : []),
    ...(preloaded ? [] : [`${route}: font ${url} is not preloaded`]),
  ]);
  if (fonts.length > MAX_FONT_FILES) problems.push(`${route}: ${fonts.length} font files > ${MAX_FONT_FILES}`);
  if (blockingFontFaces) problems.push(`${route}: ${blockingFontFaces} @font-face rules without font-display: swap`);
  return problems;
}
