/**
 * Markup in the owner's text that the allow-list (lib/owner-markup/allow-list.ts) would remove:
 * pasted code (a script, an event handler, a javascript: or data: address, a form, a frame, a
 * style), told one line each with what to do instead, so the build refuses it rather than
 * quietly dropping it. Every address in it is read as a browser reads it (lib/address-kind.ts):
 * links go to the site, to https:// pages, mailto: or tel:; pictures are the site's own. Also a
 * link on its own line to a video the site cannot play.
 * Markdown bodies, every text field of the collections and the settings.
 */
import { readFileSync } from 'node:fs';
import type { Element, Nodes } from 'hast';
import { htmlToHast, markdownToHast } from 'satteri';
import { SETTINGS_FILE } from '#/config/site.ts';
import { refusalOf, type Refusal } from '#/lib/owner-markup/allow-list.ts';
import type { Problem } from '#/config/problems/problem.ts';
import { fieldName, readYaml } from '#/config/problems/yaml-source.ts';
import { isUnsupportedVideoLink, supportedVideoHosts, videoOf } from '#/lib/video-links.ts';
import { addressKind, type AddressKind } from '#/lib/address-kind.ts';
import type { SourceEntry } from '#/lib/entries.ts';
import { TOO_DEEP, tooDeepLine, tooDeepNode } from './nesting.ts';

const USE_A_VIDEO_LINK = `To show a ${supportedVideoHosts} video, put its link on a line of its own instead.`;
/** Where each address attribute may point; a picture's `web` (another site's) is told apart. */
const ALLOWED: Record<string, readonly AddressKind[]> = {
  href: ['page', 'web', 'mail', 'phone'],
  cite: ['page', 'web'],
  longDesc: ['page', 'web'],
  src: ['page'],
  srcSet: ['page'],
};
const PICTURES = new Set(['src', 'srcSet']);

/** The addresses an attribute holds: one, or (srcset) one per size of a picture ("room.webp 2x, big.webp 3x"). */
function addressesIn(attribute: string, value: unknown): string[] {
  if (attribute !== 'srcSet') return typeof value === 'string' ? [value] : [];
  const candidates = Array.isArray(value) ? value.map(String) : String(value ?? '').split(',');
  return candidates.flatMap((candidate) => candidate.trim().split(/\s+/)[0] || []);
}

export function markupProblems(entry: SourceEntry): Problem[] {
  const fields = textFields(entry.data, []).flatMap(([text, path]) =>
    textProblems(text).map((message) => ({
      file: entry.file,
      line: entry.yaml.lineOf([...entry.at, ...path]),
      field: fieldName(path),
      message,
    })),
  );
  return [...fields, ...(entry.body ? bodyMarkupProblems(entry.file, entry.body.text, entry.body.firstLine) : [])];
}

export function settingsMarkupProblems(): Problem[] {
  const yaml = readYaml(readFileSync(SETTINGS_FILE, 'utf8'), SETTINGS_FILE);
  return textFields(yaml.data, []).flatMap(([text, path]) =>
    textProblems(text).map((message) => ({
      file: SETTINGS_FILE,
      line: yaml.lineOf(path),
      field: fieldName(path),
      message,
    })),
  );
}

/**
 * The problems of one text field: markup, or a whole address that runs code. Only a text with no
 * space is taken for an address ("Data: what I keep and why" is a heading).
 */
export function textProblems(text: string): string[] {
  if (!/ /.test(text.trim()) && addressKind(text) === 'code') return [codeAddress(text)];
  if (!text.includes('<')) return [];
  const fragment = htmlToHast(text, { fragment: true });
  if (tooDeepNode(fragment)) return [TOO_DEEP];
  return elementsOf(fragment).flatMap((element) => {
    const problem = elementProblem(element, true);
    return problem ? [problem.message] : [];
  });
}

/** A problem with one element, and what it is written as (a tag or an attribute's name), to find its line. */
interface ElementProblem {
  message: string;
  written: string;
}

/** What is wrong with one element of her text, if anything; `raw`: written as HTML, not Markdown. */
function elementProblem(element: Element, raw: boolean): ElementProblem | undefined {
  const refusal = refusalOf(element);
  const address = refusal && !('attribute' in refusal) ? undefined : addressProblem(element, raw);
  if (address) return address;
  if (!refusal) return undefined;
  const written = 'attribute' in refusal ? htmlName(refusal.attribute) : `<${refusal.element}`;
  return { message: messageFor(refusal, element), written };
}

function addressProblem(element: Element, raw: boolean): ElementProblem | undefined {
  for (const [attribute, allowed] of Object.entries(ALLOWED)) {
    for (const value of addressesIn(attribute, element.properties[attribute])) {
      const kind = addressKind(value);
      if (allowed.includes(kind)) continue;
      const written = htmlName(attribute);
      // A Markdown picture from another site is told by the text rules (text-rules.ts).
      if (kind === 'web' && PICTURES.has(attribute))
        return raw ? { message: remotePicture(value), written } : undefined;
      return { message: addressMessage(kind, value), written };
    }
  }
  return undefined;
}

/** A Markdown body's problems, each on the line it is on (firstLine: the body's first line in the file). */
export function bodyMarkupProblems(file: string, text: string, firstLine: number): Problem[] {
  const problems: Problem[] = [];
  const report = (line: number | undefined, message: string) =>
    problems.push({ file, line: (line ?? 1) + firstLine - 1, field: 'text', message });
  const deepLine = tooDeepLine(text);
  if (deepLine) return [{ file, line: deepLine + firstLine - 1, field: 'text', message: TOO_DEEP }];
  const visit = (node: Nodes) => {
    if (node.type === 'raw') {
      for (const element of elementsOf(htmlToHast(node.value, { fragment: true }))) {
        const problem = elementProblem(element, true);
        if (problem) report(lineIn(node.value, problem.written, node.position?.start.line), problem.message);
      }
      return;
    }
    if (node.type === 'element') {
      const problem = elementProblem(node, false);
      if (problem) report(node.position?.start.line, problem.message);
      const link = loneLinkOf(node);
      if (link && isUnsupportedVideoLink(link)) report(node.position?.start.line, unsupportedVideo(link));
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  const tree = markdownToHast(text, { position: true });
  const deep = tooDeepNode(tree) ?? tooDeepHtml(text, tree);
  if (deep) report(deep.position?.start.line, TOO_DEEP);
  else visit(tree);
  return problems;
}

/**
 * HTML nested deep as the site renders it: tags opened in one piece of HTML and closed in another
 * nest too, which the body's own tree (each piece apart) does not show. Told at the first piece.
 */
function tooDeepHtml(text: string, tree: Nodes): Nodes | undefined {
  if (!text.includes('<') || !tooDeepNode(markdownToHast(text, { features: { rawHtml: true }, position: false })))
    return undefined;
  return firstRaw(tree);
}

function firstRaw(node: Nodes): Nodes | undefined {
  if (node.type === 'raw') return node;
  return 'children' in node ? node.children.map(firstRaw).find(Boolean) : undefined;
}

function elementsOf(node: Nodes): Element[] {
  const own = node.type === 'element' ? [node] : [];
  return 'children' in node ? [...own, ...node.children.flatMap(elementsOf)] : own;
}

/** The link a paragraph holds and nothing else (a bare address on its own line, or [text](address)). */
function loneLinkOf(node: Element): string | undefined {
  if (node.tagName !== 'p') return undefined;
  const [only, ...rest] = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
  return !rest.length && only?.type === 'element' && only.tagName === 'a' ? String(only.properties['href']) : undefined;
}

/** The line, within a block of HTML starting on `first`, where a tag or attribute is written. */
function lineIn(html: string, written: string, first = 1): number {
  const at = html.toLowerCase().indexOf(written.toLowerCase());
  return first + (at < 0 ? 0 : html.slice(0, at).split('\n').length - 1);
}

/** The attribute as written in HTML: onError is onerror, className is class, ariaLabel is aria-label. */
const htmlName = (property: string) =>
  ({ className: 'class', htmlFor: 'for' })[property] ??
  (/^(aria|data)[A-Z]/.test(property)
    ? property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    : property.toLowerCase());

/** Shortened to fit the line, with control characters shown as escapes (a newline would break the line). */
const shorten = (text: string) =>
  (text.length > 60 ? `${text.slice(0, 57)}...` : text).replace(/\p{Cc}/gu, (control) =>
    JSON.stringify(control).slice(1, -1),
  );

function messageFor(refusal: Refusal, element: Element): string {
  if (!('attribute' in refusal)) return elementMessage(refusal.element, element);
  const { attribute, value } = refusal;
  const name = htmlName(attribute);
  if (/^on/i.test(attribute)) {
    return `${name}="${shorten(value)}" in <${refusal.element}> is pasted code that would run on visitors' devices. Remove ${name}="..." (the rest of the text can stay).`;
  }
  if (name === 'style') {
    return `style="${shorten(value)}" in <${refusal.element}> is not allowed: the site's own styles apply to your text. Remove style="...".`;
  }
  return `${name}="${shorten(value)}" in <${refusal.element}> is not allowed in the text (usually part of pasted code). Remove it.`;
}

function elementMessage(tag: string, element: Element): string {
  if (tag === 'script') {
    return `<script> is pasted code: it would run on every visitor's device, so the site never shows it. Remove it. ${USE_A_VIDEO_LINK}`;
  }
  if (tag === 'iframe') {
    const source = String(element.properties['src'] ?? '');
    const video = videoOf(source);
    if (video) {
      return `a pasted ${video.host} player (<iframe>) cannot be shown: replace the whole <iframe ...></iframe> with the video's link on a line of its own (${video.pageUrl}); the site shows it, loaded only when the visitor presses play.`;
    }
    const from = URL.canParse(source) ? ` from ${new URL(source).hostname}` : '';
    return `<iframe>${from} is pasted embed code, which the site does not show (it could run someone else's code on the page). Remove it. ${USE_A_VIDEO_LINK}`;
  }
  return `<${tag}> is not allowed in the text (usually part of pasted code). Remove the <${tag}>...</${tag}> code. ${USE_A_VIDEO_LINK}`;
}

function addressMessage(kind: AddressKind, value: string): string {
  if (kind === 'code') return codeAddress(value);
  if (kind === 'insecure') {
    return `the address "${shorten(value.trim())}" is not secure (http://). Use its https:// address (open it in the browser and copy the address from there).`;
  }
  return `the address "${shorten(value.trim())}" is not a web address. Use an address starting with https://, mailto: or tel:, or remove it.`;
}

const remotePicture = (src: string) =>
  `the picture ${shorten(src)} is on another website. Put the picture in src/assets/ and link to it there.`;

function codeAddress(value: string): string {
  return `the address "${shorten(value.trim())}" is code or inline data, not a web address. Use an address starting with https://, mailto: or tel: (a picture: put it in src/assets/ and link to it there), or remove it.`;
}

function unsupportedVideo(link: string): string {
  return `${link} is a video the site cannot play. Videos play from ${supportedVideoHosts} only: upload it there, then put that video's link on a line of its own.`;
}

/** Every text value in YAML data, with its field path. */
export function textFields(value: unknown, path: PropertyKey[] = []): [string, PropertyKey[]][] {
  if (typeof value === 'string') return [[value, path]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      textFields(inner, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  }
  return [];
}
