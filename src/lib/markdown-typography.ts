/**
 * A body's smart punctuation (src/schemas/smart-punctuation.ts, as for a field's text), on its HTML tree: run by the
 * build before its other steps (markdown-processing.ts) and by the editor's preview. Each block's text is one line
 * whose quotes pair; code, and a bare web address, are left as written; a picture's description is typeset too.
 */
import type { Element, Root, RootContent } from 'hast';
import type { HastPluginDefinition } from 'satteri';
import { typesetPieces, type Piece } from '#/schemas/smart-punctuation.ts';

const BLOCKS = new Set(
  'address article aside blockquote dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
/** As written: their characters are the quotes' neighbours. */
export const AS_WRITTEN = new Set(['code', 'kbd', 'samp', 'pre', 'script', 'style', 'textarea', 'svg', 'math']);

interface Slot extends Piece {
  write?: (text: string) => void;
}

const textOf = (node: Root | Element): string =>
  node.children
    .map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : ''))
    .join('');

/** Its address as its words: `<https://…>`, `www.…`, an e-mail address. */
function isBareAddress(link: Element): boolean {
  const text = textOf(link);
  const href = String(link.properties['href'] ?? '');
  return [text, `mailto:${text}`, `http://${text}`, `https://${text}`].includes(href);
}

const markup = (text: string): Slot => ({ text });

/** Adds the node's inline content to `line`; a block inside starts lines of its own. Returns the line to go on with. */
function collect(node: Root | Element, scope: object, line: Slot[], lines: Slot[][]): Slot[] {
  let current = line;
  for (const child of node.children) {
    if (child.type === 'text') {
      current.push({ text: child.value, scope, write: (text) => (child.value = text) });
      continue;
    }
    if (child.type !== 'element') continue;
    const { tagName, properties } = child;
    if (BLOCKS.has(tagName)) {
      if (!AS_WRITTEN.has(tagName)) lines.push(collect(child, {}, [], lines));
      current = [];
      lines.push(current);
    } else if (AS_WRITTEN.has(tagName)) current.push(markup(`\`${textOf(child)}\``));
    else if (tagName === 'br') current.push(markup('\n'));
    else if (tagName === 'img') {
      const alt = properties['alt'];
      if (typeof alt !== 'string') continue;
      current.push(markup('!['), { text: alt, scope: {}, write: (text) => (properties['alt'] = text) }, markup(']'));
    } else if (tagName === 'a' && isBareAddress(child)) current.push(markup(textOf(child)));
    else {
      // A link's words pair their quotes among themselves.
      const [open, close] = tagName === 'a' ? ['[', ']'] : ['*', '*'];
      current.push(markup(open));
      current = collect(child, tagName === 'a' ? {} : scope, current, lines);
      current.push(markup(close));
    }
  }
  return current;
}

export function typesetTree(tree: Root): void {
  const lines: Slot[][] = [];
  lines.push(collect(tree, {}, [], lines));
  for (const line of lines) {
    const shown = typesetPieces(line);
    line.forEach((slot, at) => {
      const text = shown[at];
      if (slot.write && text !== undefined && text !== slot.text) slot.write(text);
    });
  }
}

/** Satteri hands its nodes frozen. */
const copied = <T extends Root | RootContent>(node: T): T => ({
  ...node,
  ...('properties' in node ? { properties: { ...node.properties } } : {}),
  ...('children' in node ? { children: node.children.map(copied) } : {}),
});

/** Instead of satteri's own: the fields' text and the preview take the same. */
export const typographyPlugin: HastPluginDefinition = {
  name: 'smart-punctuation',
  before(root, context) {
    const tree = copied(root as Root);
    typesetTree(tree);
    context.replaceNode(root, tree);
  },
};
