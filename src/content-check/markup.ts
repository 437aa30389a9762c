/**
 * Markup the allow-list would remove (pasted code), told one line each with what to do instead, so the build
 * refuses it rather than quietly dropping it; also a link on its own line to a video the site cannot play.
 */
import type { Element, Nodes } from 'hast';
import { htmlToHast, markdownToHast } from 'satteri';
import type { Problem } from '#/config/problems/problem.ts';
import { markdownFeatures } from '#/lib/markdown-processing.ts';
import { isUnsupportedVideoLink, supportedVideoHosts } from '#/lib/video-links.ts';
import type { SourceEntry } from '#/lib/entries.ts';
import { fieldTexts, settingsTexts, type OwnerText } from '#/content-check/claims/owner-text.ts';
import { bodyElements, elementProblem, fieldTextProblems, type BodyElement } from '#/content-check/markup-rules.ts';
import { tooDeepLine, tooDeepNode } from '#/content-check/nesting.ts';

const parseHtml = (html: string) => htmlToHast(html, { fragment: true });

export const textProblems = (text: string) => fieldTextProblems(text, parseHtml);

const fieldProblems = (texts: OwnerText[]): Problem[] =>
  texts.flatMap(({ text, ...at }) => textProblems(text).map((message) => ({ ...at, message })));

/** Its front matter's, or its list item's fields. */
export const fieldMarkupProblems = (entry: SourceEntry) => fieldProblems(fieldTexts(entry));

export const settingsMarkupProblems = () => fieldProblems(settingsTexts());

/**
 * A body parsed once, as the build parses it (the same parser and features), for every check of it; positions
 * kept, so her HTML stays `raw`, each piece read on its own. `tooDeep`: the line of nesting no parser should walk.
 */
export function parsedBody(text: string): { elements: BodyElement[] } | { tooDeep: number } {
  const deepLine = tooDeepLine(text);
  if (deepLine) return { tooDeep: deepLine };
  const tree = markdownToHast(text, { position: true, features: { ...markdownFeatures, rawHtml: false } });
  const deep = tooDeepNode(tree) ?? tooDeepHtml(text, tree);
  if (deep) return { tooDeep: deep.position?.start.line ?? 1 };
  return { elements: bodyElements(tree, parseHtml) };
}

/** Lines in the body. */
export function bodyMarkupProblems(elements: readonly BodyElement[]): { line: number | undefined; message: string }[] {
  return elements.flatMap(({ element, raw, lineOf }) => {
    const problem = elementProblem(element, raw);
    const link = raw ? undefined : loneLinkOf(element);
    return [
      ...(problem ? [{ line: lineOf(problem.written), message: problem.message }] : []),
      ...(link && isUnsupportedVideoLink(link) ? [{ line: lineOf(), message: unsupportedVideo(link) }] : []),
    ];
  });
}

/** Tags opened in one piece of HTML and closed in another nest too, which each piece's own tree does not show. */
function tooDeepHtml(text: string, tree: Nodes): Nodes | undefined {
  if (!text.includes('<') || !tooDeepNode(markdownToHast(text, { features: markdownFeatures, position: false })))
    return undefined;
  return firstRaw(tree);
}

function firstRaw(node: Nodes): Nodes | undefined {
  if (node.type === 'raw') return node;
  return 'children' in node ? node.children.map(firstRaw).find(Boolean) : undefined;
}

/** A bare address on its own line, or [text](address). */
function loneLinkOf(node: Element): string | undefined {
  if (node.tagName !== 'p') return undefined;
  const [only, ...rest] = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
  return !rest.length && only?.type === 'element' && only.tagName === 'a' ? String(only.properties['href']) : undefined;
}

function unsupportedVideo(link: string): string {
  return `${link} is a video the site cannot play. Videos play from ${supportedVideoHosts} only: upload it there, then put that video's link on a line of its own.`;
}
