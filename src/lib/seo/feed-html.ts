/** Addresses absolute, no third-party pictures; written back as a tree, so no address escapes its attribute. */
import type { Element, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { htmlToHast } from 'satteri';

/** `page`: the article's own absolute address. */
export function feedHtml(html: string, page: string): string {
  const tree = htmlToHast(html, { fragment: true }) as Root;
  return toHtml(withAbsoluteAddresses(tree, new URL(page)));
}

function withAbsoluteAddresses<T extends Root | Element>(node: T, page: URL): T {
  const children = node.children.flatMap((child): RootContent[] => {
    if (child.type !== 'element') return [child];
    const properties = { ...child.properties };
    for (const name of ['href', 'src'] as const) {
      const value = properties[name];
      if (typeof value === 'string') properties[name] = URL.parse(value, page)?.href;
    }
    const src = typeof properties['src'] === 'string' ? URL.parse(properties['src']) : undefined;
    if (child.tagName === 'img' && src?.origin !== page.origin) return [];
    // The reader shows `src`; the other sizes' addresses are relative to the site.
    delete properties['srcSet'];
    delete properties['sizes'];
    return [withAbsoluteAddresses({ ...child, properties }, page)];
  });
  return { ...node, children };
}
