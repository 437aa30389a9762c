/**
 * Cuts each page's inline stylesheet down to the rules that page can use, so its HTML and CSS
 * fit in the first round trip (14 KB brotli). Astro inlines the whole site's stylesheet in every
 * page; Beasties keeps the rules whose selectors match the page's HTML, and these are kept too:
 * - states the built HTML never shows: an open menu or answer, data- and aria- states;
 * - selectors that start with a pseudo-class;
 * - every class the page's scripts can render (an island once hydrated, the map frame), read
 *   from their built JavaScript as Tailwind reads the sources.
 */
import Beasties from 'beasties';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inlineScriptBodies, moduleGraph } from './module-graph.ts';

/**
 * Beasties matches a selector after dropping its pseudo-classes with their arguments, which
 * empties selectors that start with one (":where(.space-y-3 > …)", ":focus-visible"): kept. Of
 * those that start with a pseudo-element, most style form controls ("::placeholder"): kept on
 * pages with a form control.
 */
const startsWithPseudoClass = /^:(?!:)/;
const startsWithPseudoElement = /^::/;
const formControl = /<(?:input|select|textarea)\b/;

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

const scriptFiles = /<script\b[^>]*\ssrc="(\/[^"]+)"|<astro-island\b[^>]*\scomponent-url="([^"]+)"/g;

/** The word-like strings in a page's scripts (inline, files and islands), which include every class they can render. */
async function scriptClassNames(dir: string, html: string): Promise<string[]> {
  const modules = new Set<string>();
  for (const [, src, island] of html.matchAll(scriptFiles)) moduleGraph(dir, src ?? island ?? '', modules);
  const files = await Promise.all([...modules].map((url) => readFile(join(dir, url), 'utf8')));
  const code = [...files, ...inlineScriptBodies(html)];
  const literals = code.join('\n').matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g);
  const words = [...literals].flatMap((match) => (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/));
  return [...new Set(words.filter((word) => /^[a-z][\w:./()[\]=%-]*$/.test(word)))];
}

/**
 * Beasties keeps an @font-face only when it sees its family in a font-family declaration, and
 * this site names its fonts through custom properties: the <style> elements that declare the
 * fonts are set aside while it runs and put back as they were.
 */
const fontStyle = /<style\b[^>]*>[^<]*@font-face[^<]*<\/style>/g;
const placeholder = (index: number) => `<!--font-faces-${index}-->`;

async function withFontStylesAside(html: string, process: (html: string) => Promise<string>): Promise<string> {
  const fontStyles = html.match(fontStyle) ?? [];
  let index = 0;
  const processed = await process(html.replace(fontStyle, () => placeholder(index++)));
  return fontStyles.reduce((result, style, at) => result.replace(placeholder(at), style), processed);
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

const inlineStyle = /<style>([\s\S]*?)<\/style>/g;

/**
 * One <style> element a page, at the end of the head, after the font preloads (the fonts', then
 * the page's, then any island's rules, in that order): each inline style is one more hash in the
 * page's CSP header.
 */
function mergeStyles(html: string): string {
  const css = [...html.matchAll(inlineStyle)].map((match) => withoutUnreadProperties(match[1] ?? '')).join('');
  return html.replace(inlineStyle, '').replace('</head>', `<style>${css}</style></head>`);
}

const pruneStyles = (html: string) =>
  mergeStyles(html)
    // Beasties marks the root element it searched.
    .replace(' data-beasties-container', '');

const classSelector = (names: string[]) =>
  new RegExp(`\\.(?:${names.map((name) => regexEscape(cssEscape(name))).join('|')})(?![\\w-]|\\\\)`);

export async function keepUsedCss(dir: string, pages: string[]): Promise<void> {
  await Promise.all(
    pages.map(async (page) => {
      const file = join(dir, page);
      const html = await readFile(file, 'utf8');
      const scriptClasses = await scriptClassNames(dir, html);
      const beasties = new Beasties({
        path: dir,
        logLevel: 'warn',
        // Astro preloads the fonts, and their @font-face rules are set aside (above).
        fonts: false,
        allowRules: [
          startsWithPseudoClass,
          ...(formControl.test(html) ? [startsWithPseudoElement] : []),
          ...KEPT_SELECTORS,
          ...(scriptClasses.length ? [classSelector(scriptClasses)] : []),
        ],
      });
      const used = await withFontStylesAside(html, (rest) => beasties.process(rest));
      await writeFile(file, pruneStyles(used));
    }),
  );
}
