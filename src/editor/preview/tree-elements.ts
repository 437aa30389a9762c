/** No dangerouslySetInnerHTML; the tree has passed the allow-list. data-* and aria-* keep their HTML names. */
import { createElement, Fragment, type ReactNode } from 'react';
import type { Properties, Root, RootContent } from 'hast';

/** HTML allows no text here, only the rows and cells. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

function attributeOf(property: string): string {
  const [, prefix, rest] = /^(data|aria)([A-Z].*)$/.exec(property) ?? [];
  if (!rest) return property;
  return prefix === 'aria'
    ? `aria-${rest.toLowerCase()}`
    : `data${rest.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

const propsOf = (properties: Properties) =>
  Object.fromEntries(
    Object.entries(properties).map(([property, value]) => [
      attributeOf(property),
      Array.isArray(value) ? value.join(' ') : value,
    ]),
  );

function elementOf(node: RootContent, parent: string): ReactNode {
  if (node.type === 'text') return TABLE_PARTS.has(parent) && !node.value.trim() ? null : node.value;
  if (node.type !== 'element') return null;
  return createElement(
    node.tagName,
    propsOf(node.properties),
    ...node.children.map((child) => elementOf(child, node.tagName)),
  );
}

export const elementsOf = (tree: Root): ReactNode =>
  createElement(Fragment, null, ...tree.children.map((child) => elementOf(child, '')));
