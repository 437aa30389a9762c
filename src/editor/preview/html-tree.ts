/** Attributes the allow-list does not name keep their names and are removed: no property table needed. */
import type { ElementContent, Properties, Root } from 'hast';
import { allowList } from '#/lib/owner-markup/allow-list.ts';

const loose = (name: string) => name.replaceAll('-', '').toLowerCase();
const allowedProperties = new Map<string, string>([
  ['class', 'className'],
  ['for', 'htmlFor'],
  ...Object.values(allowList.attributes ?? {})
    .flat()
    .map((entry) => (typeof entry === 'string' ? entry : entry[0]))
    .map((property): [string, string] => [loose(property), property]),
]);

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
  return {
    type: 'element',
    tagName: element.localName,
    properties: propertiesOf(element),
    children: childrenOf(element),
  };
}

const childrenOf = (parent: ParentNode): ElementContent[] =>
  [...parent.childNodes].flatMap((child) => nodeOf(child) ?? []);

/** Inert: a <template> runs and loads nothing. */
export function htmlTree(html: string): Root {
  const template = document.createElement('template');
  template.innerHTML = html;
  return { type: 'root', children: childrenOf(template.content) };
}
