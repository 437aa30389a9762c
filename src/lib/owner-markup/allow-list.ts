/**
 * The one allow-list for the owner's text: what markup may reach a page from content. GitHub's
 * (hast-util-sanitize's default schema) with a few more harmless inline elements (abbr, cite,
 * mark, small, u), and addresses narrowed to what a page of hers links to: https, mailto: and
 * tel: links, https pictures (the content check refuses pictures from other sites; the feed drops
 * them). As on GitHub, her ids and names (and the aria references to them) are prefixed
 * `user-content-`: an <img name="querySelectorAll"> cannot stand in for the page's own
 * document.querySelectorAll. Her in-page links to her own ids follow them; a link to a heading
 * keeps working, as the build gives headings their ids after this. No script, event-handler
 * attribute, style, form, frame, object or embed is on it.
 * Relative imports with .ts extensions: the content check runs this without Vite.
 */
import type { Element, Root, RootContent } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';

export const allowList: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'abbr', 'cite', 'mark', 'small', 'u'],
  protocols: { href: ['https', 'mailto', 'tel'], cite: ['https'], src: ['https'], longDesc: ['https'] },
};

/** What the allow-list puts before her ids and names. */
const OWN_ID_PREFIX = defaultSchema.clobberPrefix ?? '';
const prefixed = new Set(defaultSchema.clobber);

/** The tree with everything the allow-list does not name removed, and her ids prefixed. */
export const sanitizeOwnerMarkup = (tree: Root): Root => withOwnFragments(sanitize(tree, allowList) as Root);

/** Her links to "#part", where `part` is an id she wrote, pointed at that id as prefixed. */
function withOwnFragments(tree: Root): Root {
  const elements = elementsIn(tree);
  const ids = new Set(elements.map(({ properties }) => properties['id']));
  for (const { properties } of elements) {
    const href = properties['href'];
    if (typeof href === 'string' && href.startsWith('#') && ids.has(OWN_ID_PREFIX + href.slice(1))) {
      properties['href'] = `#${OWN_ID_PREFIX}${href.slice(1)}`;
    }
  }
  return tree;
}

const elementsIn = (node: Root | RootContent): Element[] => [
  ...(node.type === 'element' ? [node] : []),
  ...('children' in node ? node.children.flatMap(elementsIn) : []),
];

/** What the allow-list would remove from one element (not its children): the element, or some of its attributes. */
export type Refusal = { element: string } | { element: string; attribute: string; value: string };

export function refusalOf(element: Element): Refusal | undefined {
  const bare: Element = { ...element, children: [] };
  // A table cell is allowed only inside a table: judge it there.
  const context = allowList.ancestors?.[element.tagName]?.[0];
  const tree: Root = {
    type: 'root',
    children: [context ? { type: 'element', tagName: context, properties: {}, children: [bare] } : bare],
  };
  const clean = sanitizeOwnerMarkup(tree).children[0];
  const kept = context ? firstElement(clean && 'children' in clean ? clean.children : []) : clean;
  if (kept?.type !== 'element' || kept.tagName !== element.tagName) return { element: element.tagName };
  for (const [attribute, value] of Object.entries(element.properties)) {
    const expected = prefixed.has(attribute) ? prefixedValue(value) : value;
    if (JSON.stringify(kept.properties[attribute]) !== JSON.stringify(expected)) {
      return { element: element.tagName, attribute, value: Array.isArray(value) ? value.join(' ') : String(value) };
    }
  }
  return undefined;
}

const firstElement = (nodes: RootContent[]) => nodes.find((node): node is Element => node.type === 'element');

/** An id or name as the allow-list keeps it: prefixed, never refused. */
const prefixedValue = (value: unknown) =>
  Array.isArray(value) ? value.map((part) => `${OWN_ID_PREFIX}${String(part)}`) : `${OWN_ID_PREFIX}${String(value)}`;
