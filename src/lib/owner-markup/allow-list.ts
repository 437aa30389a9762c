/**
 * The one allow-list for the owner's text: what markup may reach a page from content. GitHub's
 * (hast-util-sanitize's default schema) with three changes: a few more harmless inline elements
 * (abbr, cite, mark, small, u), `tel:` links (her phone number), and ids kept as written (the Markdown processor already prefixes its footnote
 * ids, and the schema's own prefixing would break their links). No script, event-handler
 * attribute, style, form, frame, object or embed is on it; links and pictures take only the
 * listed protocols (never javascript: or data:).
 * Relative imports with .ts extensions: the content check runs this without Vite.
 */
import type { Element, Root, RootContent } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';

export const allowList: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'abbr', 'cite', 'mark', 'small', 'u'],
  clobber: [],
  protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.['href'] ?? []), 'tel'] },
};

/** The tree with everything the allow-list does not name removed. */
export const sanitizeOwnerMarkup = (tree: Root): Root => sanitize(tree, allowList) as Root;

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
    if (JSON.stringify(kept.properties[attribute]) !== JSON.stringify(value)) {
      return { element: element.tagName, attribute, value: Array.isArray(value) ? value.join(' ') : String(value) };
    }
  }
  return undefined;
}

const firstElement = (nodes: RootContent[]) => nodes.find((node): node is Element => node.type === 'element');
