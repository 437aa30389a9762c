/**
 * Markup the allow-list would remove (pasted code), told one line each with what to do instead, so the build
 * refuses it rather than quietly dropping it; also a link on its own line to a video the site cannot play.
 */
import type { Element, Nodes } from 'hast';
import { htmlToHast, markdownToHast } from 'satteri';
import type { Problem } from '#/config/problems/problem.ts';
import { isUnsupportedVideoLink, supportedVideoHosts } from '#/lib/video-links.ts';
import type { SourceEntry } from '#/lib/entries.ts';
import { fieldTexts, settingsTexts, type OwnerText } from '#/content-check/claims/owner-text.ts';
import { elementProblem, elementsOf, fieldTextProblems } from '#/content-check/markup-rules.ts';
import { TOO_DEEP, tooDeepLine, tooDeepNode } from '#/content-check/nesting.ts';

export const textProblems = (text: string) => fieldTextProblems(text, (html) => htmlToHast(html, { fragment: true }));

const fieldProblems = (texts: OwnerText[]): Problem[] =>
  texts.flatMap(({ text, ...at }) => textProblems(text).map((message) => ({ ...at, message })));

export function markupProblems(entry: SourceEntry): Problem[] {
  const body = entry.body ? bodyMarkupProblems(entry.file, entry.body.text, entry.body.firstLine) : [];
  return [...fieldProblems(fieldTexts(entry)), ...body];
}

export const settingsMarkupProblems = () => fieldProblems(settingsTexts());

/** `firstLine`: the body's first line in the file. */
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

/** Tags opened in one piece of HTML and closed in another nest too, which each piece's own tree does not show. */
function tooDeepHtml(text: string, tree: Nodes): Nodes | undefined {
  if (!text.includes('<') || !tooDeepNode(markdownToHast(text, { features: { rawHtml: true }, position: false })))
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

function lineIn(html: string, written: string, first = 1): number {
  const at = html.toLowerCase().indexOf(written.toLowerCase());
  return first + (at < 0 ? 0 : html.slice(0, at).split('\n').length - 1);
}

function unsupportedVideo(link: string): string {
  return `${link} is a video the site cannot play. Videos play from ${supportedVideoHosts} only: upload it there, then put that video's link on a line of its own.`;
}
