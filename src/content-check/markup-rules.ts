/** No parser and no files: the content check (markup.ts) and the editor's preview tell what these find. */
import type { Element, Nodes } from 'hast';
import { refusalOf, type Refusal } from '#/lib/owner-markup/allow-list.ts';
import { supportedVideoHosts, videoOf } from '#/lib/video-links.ts';
import { addressKind, type AddressKind } from '#/lib/address-kind.ts';
import { TOO_DEEP, tooDeepNode } from '#/content-check/nesting.ts';

const USE_A_VIDEO_LINK = `To show a ${supportedVideoHosts} video, put its link on a line of its own instead.`;
/** A picture's `web` (another site's) is told apart. */
const ALLOWED: Record<string, readonly AddressKind[]> = {
  href: ['page', 'web', 'mail', 'phone'],
  cite: ['page', 'web'],
  longDesc: ['page', 'web'],
  src: ['page'],
  srcSet: ['page'],
};
const PICTURES = new Set(['src', 'srcSet']);

/** srcset holds one per size: "room.webp 2x, big.webp 3x". */
function addressesIn(attribute: string, value: unknown): string[] {
  if (attribute !== 'srcSet') return typeof value === 'string' ? [value] : [];
  const candidates = Array.isArray(value) ? value.map(String) : String(value ?? '').split(',');
  return candidates.flatMap((candidate) => candidate.trim().split(/\s+/)[0] || []);
}

/** Only a text with no space is taken for an address ("Data: what I keep" is a heading). */
export function fieldTextProblems(text: string, parseHtml: (html: string) => Nodes): string[] {
  if (!/ /.test(text.trim()) && addressKind(text) === 'code') return [codeAddress(text)];
  if (!text.includes('<')) return [];
  const fragment = parseHtml(text);
  if (tooDeepNode(fragment)) return [TOO_DEEP];
  return elementsOf(fragment).flatMap((element) => {
    const problem = elementProblem(element, true);
    return problem ? [problem.message] : [];
  });
}

/** `written`: a tag or an attribute's name, to find its line. */
interface ElementProblem {
  message: string;
  written: string;
}

/** `raw`: written as HTML, not Markdown. */
export function elementProblem(element: Element, raw: boolean): ElementProblem | undefined {
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

export function elementsOf(node: Nodes): Element[] {
  const own = node.type === 'element' ? [node] : [];
  return 'children' in node ? [...own, ...node.children.flatMap(elementsOf)] : own;
}

/** An element of a body; `raw`: written as HTML, not Markdown. */
export interface BodyElement {
  element: Element;
  raw: boolean;
  /** Its line in the body; in HTML, the line where `written` (a name or an address in it) is. */
  lineOf: (written?: string) => number | undefined;
}

/**
 * A body's elements, for the checks of its markup, links and pictures. The build's tree (positions kept) holds
 * her HTML as `raw` nodes, each read with `parseHtml`; the preview's is elements only.
 */
export function bodyElements(tree: Nodes, parseHtml?: (html: string) => Nodes): BodyElement[] {
  const found: BodyElement[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'raw' && parseHtml) {
      const first = node.position?.start.line;
      for (const element of elementsOf(parseHtml(node.value)))
        found.push({ element, raw: true, lineOf: (written = '') => lineIn(node.value, written, first) });
      return;
    }
    if (node.type === 'element') found.push({ element: node, raw: false, lineOf: () => node.position?.start.line });
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return found;
}

function lineIn(html: string, written: string, first = 1): number {
  const at = written ? html.toLowerCase().indexOf(written.toLowerCase()) : -1;
  return first + (at < 0 ? 0 : html.slice(0, at).split('\n').length - 1);
}

/** onError is onerror, className is class, ariaLabel is aria-label. */
const htmlName = (property: string) =>
  ({ className: 'class', htmlFor: 'for' })[property] ??
  (/^(aria|data)[A-Z]/.test(property)
    ? property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    : property.toLowerCase());

/** Control characters shown as escapes: a newline would break the line. */
export const shorten = (text: string) =>
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

export function textFields(value: unknown, path: PropertyKey[] = []): [string, PropertyKey[]][] {
  if (typeof value === 'string') return [[value, path]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      textFields(inner, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  }
  return [];
}
