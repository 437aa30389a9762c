/** Parsed and written with Beasties' options, so what no step changes is written back as it was. */
import { selectAll, selectOne } from 'css-select';
import render from 'dom-serializer';
import { Element, Text, type Document } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';

export type PageDocument = Document;
export type PageElement = Element;

const options = { decodeEntities: false };

export const parsePage = (html: string): PageDocument => parseDocument(html, options);
export const writePage = (document: PageDocument): string => render(document, options);

export const all = (root: PageDocument | PageElement, selector: string): PageElement[] => selectAll(selector, root);
export const first = (root: PageDocument | PageElement, selector: string): PageElement | null =>
  selectOne(selector, root);

export function headOf(document: PageDocument): PageElement {
  const head = first(document, 'head');
  if (!head) throw new Error('The page has no <head>.');
  return head;
}

export const attributeOf = (node: PageElement, name: string): string => node.attribs[name] ?? '';
export const textOf = (node: PageElement): string => DomUtils.textContent(node);

export function setText(node: PageElement, text: string): void {
  node.children = [];
  DomUtils.appendChild(node, new Text(text));
}

export const element = (name: string, attributes: Record<string, string>): PageElement =>
  new Element(name, { ...attributes });
