/**
 * Each page carries its own Content-Security-Policy in a <meta> element, first in its <head> (right
 * after the charset, before any inline style or script), allowing exactly its inline code by
 * hash. Run after every other rewrite of the HTML: the hashes are of the bodies as served.
 *
 * Not in the headers: every page inlines the CSS it uses, so each has its own hashes, and a header
 * rule a page would make the CDN files and the nginx rules grow with the blog (Cloudflare Pages
 * takes 100 header rules). The header's policy is one for all (deploy/http-headers.ts), and
 * a browser enforces both. Not Astro's `security.csp` either: it hashes the styles and scripts as
 * Astro wrote them, before used-css.ts and island-scripts.ts rewrite them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  editorContentSecurityPolicy,
  frameOrigins,
  isEditorPath,
  pageContentSecurityPolicy,
} from '../../../deploy/http-headers.ts';
import { inlineHashes } from './built-site.ts';
import type { OwnScripts } from './own-code.ts';

const charset = '<meta charset="utf-8">';

/** The page with its policy in a <meta> element right after its charset. */
export function withPagePolicy(html: string, policy: string): string {
  if (!html.includes(charset)) throw new Error(`A page has no ${charset} to put its policy after.`);
  return html.replace(charset, `${charset}<meta http-equiv="Content-Security-Policy" content="${policy}">`);
}

/**
 * The third-party origins a page offers to frame once the visitor asks: the address waiting in a
 * map's or a video's data-src. Content cannot write a data-src (the allow-list removes it).
 */
export const framesOffered = (html: string): string[] =>
  frameOrigins.filter((origin) => html.includes(`data-src="${origin}/`));

export async function addPagePolicies(dir: string, pages: string[], own: OwnScripts): Promise<void> {
  await Promise.all(
    pages.map(async (page) => {
      const file = join(dir, page);
      const html = await readFile(file, 'utf8');
      const policy = isEditorPath(page)
        ? editorContentSecurityPolicy
        : pageContentSecurityPolicy(inlineHashes(html, own), framesOffered(html));
      await writeFile(file, withPagePolicy(html, policy));
    }),
  );
}
