/**
 * The one allow-list for the owner's text: GitHub's (hast-util-sanitize's default) with a few harmless inline
 * elements, and only https, mailto: and tel: links and https pictures. Her ids and names are prefixed
 * `user-content-`, as on GitHub: an <img name="querySelectorAll"> cannot stand in for document.querySelectorAll.
 */
import type { Element, Root, RootContent } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';

export const allowList: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'abbr', 'cite', 'mark', 'small', 'u'],
  protocols: { href: ['https', 'mailto', 'tel'], cite: ['https'], src: ['https'], longDesc: ['https'] },
};

const OWN_ID_PREFIX = defaultSchema.clobberPrefix ?? '';
const prefixed = new Set(defaultSchema.clobber);

export const sanitizeOwnerMarkup = (tree: Root): Root => withOwnFragments(sanitize(tree, allowList) as Root);

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

/** The element, or some of its attributes (not its children). */
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

const prefixedValue = (value: unknown) =>
  Array.isArray(value) ? value.map((part) => `${OWN_ID_PREFIX}${String(part)}`) : `${OWN_ID_PREFIX}${String(value)}`;
