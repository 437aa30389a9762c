/**
 * A built page as the one pass holds it: the document Beasties parses (htmlparser2, with its
 * DOM methods), the same parser and serialiser that wrote every page before. Only what the
 * steps use is typed here.
 */
export interface PageElement {
  readonly tagName: string;
  readonly parent: PageElement | null;
  readonly next: PageElement | null;
  textContent: string;
  getAttribute(name: string): string | false | undefined;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  remove(): void;
  appendChild(child: PageElement): PageElement;
  insertBefore(child: PageElement, reference: PageElement | null): PageElement;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): PageElement[];
}

export interface PageDocument {
  readonly head: PageElement;
  readonly documentElement: PageElement;
  createElement(name: string): PageElement;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): PageElement[];
}

/** A new element with its attributes, in the order written. */
export function element(document: PageDocument, name: string, attributes: Record<string, string>): PageElement {
  const created = document.createElement(name);
  for (const [attribute, value] of Object.entries(attributes)) created.setAttribute(attribute, value);
  return created;
}
