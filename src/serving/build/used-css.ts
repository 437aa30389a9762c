/**
 * Astro inlines the whole site's CSS in every page; cutting it to the page's rules takes 72 KB brotli
 * off the 37 pages and keeps the home page under the 14,600 B first flight.
 */
import Beasties from 'beasties';
import { DomUtils } from 'htmlparser2';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { moduleGraph } from '#/serving/build/module-graph.ts';
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
} from '#/serving/build/page-dom.ts';
import { siteOwnCode, type OwnScripts } from '#/serving/build/own-code.ts';

/** Beasties drops pseudo-classes before matching, which empties selectors that start with one. */
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

const cssEscape = (className: string) => className.replace(/[^\w-]/g, '\\$&');

/** Like Tailwind, read every class a script can render from its word-like strings. */
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
  new RegExp(`\\.(?:${names.map((name) => RegExp.escape(cssEscape(name))).join('|')})(?![\\w-]|\\\\)`);

function keptSelectors(dir: string, document: PageDocument, own: OwnScripts): RegExp[] {
  const scriptClasses = scriptClassNames(dir, document, own);
  return [
    startsWithPseudoClass,
    ...(first(document, 'input, select, textarea') ? [startsWithPseudoElement] : []),
    ...KEPT_SELECTORS,
    ...(scriptClasses.length ? [classSelector(scriptClasses)] : []),
  ];
}

export async function cutStyles(
  dir: string,
  html: string,
  document: PageDocument,
  styles: PageElement[],
  own: OwnScripts,
) {
  // Beasties keeps an @font-face only if a font-family names it; ours are named via custom properties.
  const cut = styles.filter((style) => !textOf(style).includes('@font-face'));
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

/** Tailwind registers every custom property any page uses; a page keeps those its rules read. */
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

/** One <style> a page: each inline style is one more hash in the page's policy. */
export function mergeStyles(document: PageDocument, styles: PageElement[]): void {
  const css = styles.map((style) => withoutUnreadProperties(textOf(style))).join('');
  for (const style of styles) DomUtils.removeElement(style);
  const merged = element('style', {});
  setText(merged, css);
  DomUtils.appendChild(headOf(document), merged);
}
