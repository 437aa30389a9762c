/** Attributes the allow-list does not name keep their names and are removed: no property table needed. */
import type { Element, ElementContent, Properties, Root } from 'hast';
import { allowList } from '#/lib/owner-markup/allow-list.ts';

const loose = (name: string) => name.replaceAll('-', '').toLowerCase();
const allowedProperties = new Map(
  [
    ['class', 'className'],
    ['for', 'htmlFor'],
    ...Object.values(allowList.attributes ?? {})
      .flat()
      .map((entry) => (typeof entry === 'string' ? entry : entry[0]))
      .map((property) => [loose(property), property]),
  ].map(([attribute, property]) => [attribute, property] as [string, string]),
);

function propertiesOf(element: globalThis.Element): Properties {
  const properties: Properties = {};
  for (const { name, value } of element.attributes) {
    const property = allowedProperties.get(loose(name)) ?? name;
    // A boolean attribute (open, checked, disabled...) is `true` in the tree, as the build's parser writes it.
    const isBoolean = typeof (element as unknown as Record<string, unknown>)[property] === 'boolean';
    properties[property] = property === 'className' ? value.split(/\s+/).filter(Boolean) : isBoolean || value;
  }
  return properties;
}

function nodeOf(node: ChildNode): ElementContent | undefined {
  if (node.nodeType === node.TEXT_NODE) return { type: 'text', value: node.nodeValue ?? '' };
  if (node.nodeType !== node.ELEMENT_NODE) return undefined;
  const element = node as globalThis.Element;
  const tree: Element = {
    type: 'element',
    tagName: element.localName,
    properties: propertiesOf(element),
    children: childrenOf(element),
  };
  return tree;
}

const childrenOf = (parent: ParentNode): ElementContent[] =>
  [...parent.childNodes].flatMap((child) => nodeOf(child) ?? []);

export const treeOf = (fragment: DocumentFragment): Root => ({ type: 'root', children: childrenOf(fragment) });
