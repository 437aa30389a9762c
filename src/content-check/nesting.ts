/**
 * Every tool that reads the text walks it one level at a time, and would crash (or take minutes) on thousands:
 * refused per line before the Markdown parser (which slows down with depth), then in the tree, without recursion.
 */
import type { Nodes } from 'hast';

const MAX_NESTING = 100;

export const TOO_DEEP = `nests quotes, lists or HTML tags more than ${MAX_NESTING} levels inside one another. Remove the extra levels (usually pasted by mistake).`;

/** A list level is 2 spaces of indent. */
function lineNesting(line: string): number {
  const prefix = /^[\s>*+\-\d.)]*/.exec(line)?.[0] ?? '';
  const markers = prefix.match(/>|[*+-][ \t]|\d[.)][ \t]/g)?.length ?? 0;
  const indent = prefix.match(/ /g)?.length ?? 0;
  return markers + Math.floor(indent / 2);
}

/** 1-based; before any parsing. */
export function tooDeepLine(text: string): number | undefined {
  const index = text.split('\n').findIndex((line) => lineNesting(line) > MAX_NESTING);
  return index < 0 ? undefined : index + 1;
}

export function tooDeepNode(tree: Nodes): Nodes | undefined {
  const stack: [Nodes, number][] = [[tree, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    if (depth > MAX_NESTING) return node;
    // Last child first, so the first node found is the first in the text.
    if ('children' in node) for (const child of node.children.toReversed()) stack.push([child, depth + 1]);
  }
  return undefined;
}
