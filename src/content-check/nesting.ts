/**
 * Quotes, lists and tags nested thousands deep: every tool that reads or renders the text walks
 * it one level at a time, and would crash (or take minutes) instead of naming the file. Nothing
 * the owner writes needs more than a few levels, so anything past MAX_NESTING is refused: first
 * from the start of each line (before the Markdown parser, which slows down with depth), then
 * from the parsed tree, counted without recursion.
 */
import type { Nodes } from 'hast';

const MAX_NESTING = 100;

export const TOO_DEEP = `nests quotes, lists or HTML tags more than ${MAX_NESTING} levels inside one another. Remove the extra levels (usually pasted by mistake).`;

/** A line's own nesting: its > quote marks and list markers ("- ", "1. "), and its indent (a list level is 2 spaces). */
function lineNesting(line: string): number {
  const prefix = /^[\s>*+\-\d.)]*/.exec(line)?.[0] ?? '';
  const markers = prefix.match(/>|[*+-][ \t]|\d[.)][ \t]/g)?.length ?? 0;
  const indent = prefix.match(/ /g)?.length ?? 0;
  return markers + Math.floor(indent / 2);
}

/** The 1-based line of the first line nested too deep, before any parsing. */
export function tooDeepLine(text: string): number | undefined {
  const index = text.split('\n').findIndex((line) => lineNesting(line) > MAX_NESTING);
  return index < 0 ? undefined : index + 1;
}

/** The first node of a parsed tree that sits more than MAX_NESTING levels deep. */
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
