/**
 * Which inline code the pass treats as the site's own: only that moves into the island file
 * (island-scripts.ts) and is allowed by hash in a page's policy (page-policies.ts). A script with
 * a src is a file, and JSON-LD is data, never run: neither is inline code.
 *
 * The hook for the rule that the owner's content never counts as the site's code (a script or
 * style pasted into her text must stay blocked): today every inline script and style that runs is
 * the build's own, as the content check refuses markup in content.
 */
import type { PageDocument, PageElement } from './page-dom.ts';

const runs = (element: PageElement) =>
  !element.hasAttribute('src') && element.getAttribute('type') !== 'application/ld+json';

export const isSiteOwnCode = (element: PageElement): boolean => runs(element);

/** The site's own inline scripts and styles of a page, in page order. */
export const siteOwnCode = (document: PageDocument, tag: 'script' | 'style') =>
  document.querySelectorAll(tag).filter(isSiteOwnCode);
