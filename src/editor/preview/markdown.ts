/**
 * The build's parser (satteri) is native, and its browser build too big for the editor, so Sveltia's own marked
 * (on `window`: no bytes added) writes the HTML, made to read as the build's (as-built.ts); then the build's own
 * steps run: the owner-text allow-list and the video blocks. Drawn as React elements: no HTML string.
 */
import type { Element, Root, RootContent } from 'hast';
import type { ReactNode } from 'react';
import { sanitizeOwnerMarkup } from '#/lib/owner-markup/allow-list.ts';
import { withVideoBlocks } from '#/lib/video-block.ts';
import { asBuilt, type Marked } from '#/editor/preview/as-built.ts';
import { htmlTree } from '#/editor/preview/html-tree.ts';
import { elementsOf } from '#/editor/preview/tree-elements.ts';

/** marked writes an address URL-encoded. */
export function pathOf(src: string): string {
  try {
    return decodeURI(src);
  } catch {
    return src;
  }
}

function withPictures<T extends Root | Element>(node: T, named: Set<string>, picture: Picture): T {
  const children = node.children.map((child: RootContent) => {
    if (child.type !== 'element') return child;
    const path = pathOf(String(child.properties['src'] ?? ''));
    const src = child.tagName === 'img' && named.has(path) ? picture(path) : undefined;
    return withPictures(src ? { ...child, properties: { ...child.properties, src } } : child, named, picture);
  });
  return { ...node, children };
}

type Picture = (path: string) => string | undefined;

export function writtenTree(markdown: string, tokens: Readonly<Record<string, string>>) {
  const { marked } = window as unknown as { marked: Marked };
  // marked's own defaults, not the editor's: Sveltia's marked.use() adds dir="auto" to its own previews.
  const options = marked.getDefaults();
  const blocks = marked.Lexer.lex(markdown, options);
  const pictures = asBuilt(blocks, tokens);
  return { tree: htmlTree(marked.Parser.parse(blocks, options)), pictures };
}

export function markdownBody(markdown: string, tokens: Readonly<Record<string, string>>, picture: Picture): ReactNode {
  const { tree, pictures } = writtenTree(markdown, tokens);
  return elementsOf(withPictures(withVideoBlocks(sanitizeOwnerMarkup(tree)), pictures, picture));
}
