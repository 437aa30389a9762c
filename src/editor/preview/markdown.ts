/**
 * Her text in the preview: read by marked (the build's parser, satteri, is native, and its browser build too big for
 * the editor), then the build's own steps on its tree: her {fill-ins}, smart punctuation, the owner-text
 * allow-list and the video blocks. Drawn as React elements: no HTML string.
 */
import type { Element, Root, RootContent } from 'hast';
import { Marked } from 'marked';
import type { ReactNode } from 'react';
import { fillTokens, withoutSentencesNaming, type FillIns } from '#/config/fill-ins.ts';
import { AS_WRITTEN, typesetTree } from '#/lib/markdown-typography.ts';
import { sanitizeOwnerMarkup } from '#/lib/owner-markup/allow-list.ts';
import { withVideoBlocks } from '#/lib/video-block.ts';
import { htmlTree } from '#/editor/preview/html-tree.ts';
import { elementsOf } from '#/editor/preview/tree-elements.ts';

/** CommonMark, with GitHub's tables, strikethrough and bare addresses, as the build reads it. */
const marked = new Marked({ gfm: true });

/** marked writes an address URL-encoded. */
export function pathOf(src: string): string {
  try {
    return decodeURI(src);
  } catch {
    return src;
  }
}

/** As the build's Markdown step does (src/lib/settings-fill-ins.ts): in her words, not in code. */
function fillIn(node: Root | Element, fillIns: FillIns): void {
  const { tokens, unset, lapsed } = fillIns;
  for (const child of node.children) {
    if (child.type === 'text')
      child.value = fillTokens(withoutSentencesNaming(child.value, unset, lapsed), tokens).text;
    else if (child.type === 'element' && !AS_WRITTEN.has(child.tagName)) fillIn(child, fillIns);
  }
}

/** Its tree as the build's parser leaves it for its steps, and the pictures it names (the build's to optimise). */
export function writtenTree(markdown: string, fillIns: FillIns) {
  const tokens = marked.lexer(markdown);
  const pictures = new Set<string>();
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'image') pictures.add(token.href);
  });
  const tree = htmlTree(marked.parser(tokens));
  fillIn(tree, fillIns);
  typesetTree(tree);
  return { tree, pictures };
}

type Picture = (path: string) => string | undefined;

function withPictures<T extends Root | Element>(node: T, named: Set<string>, picture: Picture): T {
  const children = node.children.map((child: RootContent) => {
    if (child.type !== 'element') return child;
    const path = pathOf(String(child.properties['src'] ?? ''));
    const src = child.tagName === 'img' && named.has(path) ? picture(path) : undefined;
    return withPictures(src ? { ...child, properties: { ...child.properties, src } } : child, named, picture);
  });
  return { ...node, children };
}

export function markdownBody(markdown: string, fillIns: FillIns, picture: Picture): ReactNode {
  const { tree, pictures } = writtenTree(markdown, fillIns);
  return elementsOf(withPictures(withVideoBlocks(sanitizeOwnerMarkup(tree)), pictures, picture));
}
