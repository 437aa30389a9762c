/**
 * Cuts each page's inline stylesheet down to the rules that page can use. Kept for the first
 * flight and bytes: on the home page it takes 1,545 B off the response (with the island scripts
 * moved: 15,870 B, then 14,275 B, under the 14,600 B first flight), and 72 KB brotli off the
 * 37 pages together (411 KB to 339 KB). Astro inlines the whole site's stylesheet in every page;
 * Beasties keeps the rules whose selectors match the page's HTML, and these are kept too:
 * - states the built HTML never shows: an open menu or answer, data- and aria- states;
 * - selectors that start with a pseudo-class;
 * - every class the page's scripts can render (an island once hydrated, the map frame), read
 *   from their built JavaScript as Tailwind reads the sources.
 * Then one <style> element a page, at the end of the head: each inline style is one more hash in
 * the page's policy.
 */
import Beasties from 'beasties';
import { DomUtils } from 'htmlparser2';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { moduleGraph } from './module-graph.ts';
import {
  all,
  attributeOf,
  element,
  first,
  headOf,
  parsePage,
  setText,
  textOf,
  writePage,
  type PageDocument,
  type PageElement,
} from './page-dom.ts';
import { siteOwnCode, type OwnScripts } from './own-code.ts';

/**
 * Beasties matches a selector after dropping its pseudo-classes with their arguments, which
 * empties selectors that start with one (":where(.space-y-3 > …)", ":focus-visible"): kept. Of
 * those that start with a pseudo-element, most style form controls ("::placeholder"): kept on
 * pages with a form control.
 */
const startsWithPseudoClass = /^:(?!:)/;
const startsWithPseudoElement = /^::/;

const KEPT_SELECTORS = [
  /^::(?:selection|backdrop|marker)/,
  /\[open\]/,
  /:open\b/,
  /:popover-open/,
  /:modal/,
  /\[data-/,
  /\[aria-/,
  /data-\\\[/,
  /aria-\\\[/,
];

/** A class name as it is written in a CSS selector ("size-2.5" -> "size-2\.5"). */
const cssEscape = (className: string) => className.replace(/[^\w-]/g, '\\$&');
const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The word-like strings in a page's scripts (inline, files and islands), which include every class they can render. */
function scriptClassNames(dir: string, document: PageDocument, own: OwnScripts): string[] {
  const modules = new Set<string>();
  for (const script of all(document, 'script[src^="/"]')) moduleGraph(dir, attributeOf(script, 'src'), modules);
  for (const island of all(document, 'astro-island[component-url]')) {
    moduleGraph(dir, attributeOf(island, 'component-url'), modules);
  }
  const files = [...modules].map((url) => readFileSync(join(dir, url), 'utf8'));
  const code = [...files, ...siteOwnCode(document, 'script', own).map(textOf)];
  const literals = code.join('\n').matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g);
  const words = [...literals].flatMap((match) => (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/));
  return [...new Set(words.filter((word) => /^[a-z][\w:./()[\]=%-]*$/.test(word)))];
}

const classSelector = (names: string[]) =>
  new RegExp(`\\.(?:${names.map((name) => regexEscape(cssEscape(name))).join('|')})(?![\\w-]|\\\\)`);

/** The selectors Beasties keeps on this page whether or not they match its HTML. */
function keptSelectors(dir: string, document: PageDocument, own: OwnScripts): RegExp[] {
  const scriptClasses = scriptClassNames(dir, document, own);
  return [
    startsWithPseudoClass,
    ...(first(document, 'input, select, textarea') ? [startsWithPseudoElement] : []),
    ...KEPT_SELECTORS,
    ...(scriptClasses.length ? [classSelector(scriptClasses)] : []),
  ];
}

/**
 * Beasties keeps an @font-face only when it sees its family in a font-family declaration, and
 * this site names its fonts through custom properties: the <style> elements that declare the
 * fonts are not given to it, and stay as they are.
 */
const declaresFonts = (style: PageElement) => textOf(style).includes('@font-face');

/**
 * Cuts the page's own styles (`styles`, decided before the cut, which rewrites the island style
 * Astro wrote in the body) to the rules it can use. Beasties is given its own parse of the page
 * holding only those styles, each marked with its place among the page's <style> elements, and
 * each is then given the rules Beasties kept of it (none when it removed the element).
 */
export async function cutStyles(
  dir: string,
  html: string,
  document: PageDocument,
  styles: PageElement[],
  own: OwnScripts,
) {
  const cut = styles.filter((style) => !declaresFonts(style));
  if (cut.length === 0) return;
  const places = all(document, 'style');
  const given = parsePage(html);
  all(given, 'style').forEach((style, place) => {
    if (cut.includes(places[place] as PageElement)) style.attribs['data-place'] = String(place);
    else DomUtils.removeElement(style);
  });
  // Astro preloads the fonts, and their @font-face rules are not given to Beasties.
  const beasties = new Beasties({
    path: dir,
    logLevel: 'warn',
    fonts: false,
    mergeStylesheets: false,
    allowRules: keptSelectors(dir, document, own),
  });
  const result = parsePage(await beasties.process(writePage(given)));
  for (const style of cut) {
    const kept = first(result, `style[data-place="${places.indexOf(style)}"]`);
    setText(style, kept ? textOf(kept) : '');
  }
}

/**
 * Tailwind registers every custom property any page uses (@property, plus a fallback layer for
 * older browsers); a page keeps only those its remaining rules read.
 */
const propertyRule = /@property\s+(--[\w-]+)\s*\{[^}]*\}/g;
const fallbackLayer = /@layer properties\{@supports[^{]*\{[^{]*\{([^}]*)\}\}\}/;

function withoutUnreadProperties(css: string): string {
  const rest = css.replace(propertyRule, '').replace(fallbackLayer, '');
  const read = new Set([...rest.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]));
  return css
    .replace(propertyRule, (rule, name: string) => (read.has(name) ? rule : ''))
    .replace(fallbackLayer, (layer, declarations: string) => {
      const kept = declarations.split(';').filter((declaration) => read.has(declaration.split(':')[0]?.trim()));
      return kept.length ? layer.replace(declarations, kept.join(';')) : '';
    });
}

/**
 * One <style> element a page, at the end of the head, after the font preloads (the fonts', then
 * the page's, then any island's rules, in page order).
 */
export function mergeStyles(document: PageDocument, styles: PageElement[]): void {
  const css = styles.map((style) => withoutUnreadProperties(textOf(style))).join('');
  for (const style of styles) DomUtils.removeElement(style);
  const merged = element('style', {});
  setText(merged, css);
  DomUtils.appendChild(headOf(document), merged);
}
