/**
 * A Markdown body as the preview shows it. The site's own pipeline (Astro's Markdown processor, a
 * native module) cannot run in the browser, so the editor's own renderer does: Sveltia CMS ships
 * marked and DOMPurify on `window` (no bytes added). Tokens are filled first, as the build does;
 * pictures point at the files the editor holds.
 */
import { fillTokens } from '#/lib/tokens.ts';

interface EditorLibraries {
  marked: { parse(markdown: string, options: { async: false }): string };
  DOMPurify: { sanitize(html: string, options: { RETURN_DOM_FRAGMENT: true }): DocumentFragment };
}

export function markdownHtml(
  markdown: string,
  tokens: Readonly<Record<string, string>>,
  picture: (path: string) => string | undefined,
): string {
  const { marked, DOMPurify } = window as unknown as EditorLibraries;
  const html = marked.parse(fillTokens(markdown, tokens).text, { async: false });
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  for (const image of fragment.querySelectorAll('img')) {
    const url = picture(image.getAttribute('src') ?? '');
    if (url) image.src = url;
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
