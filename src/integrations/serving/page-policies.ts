/**
 * Each page carries its own Content-Security-Policy in a <meta> element, first in its <head> (right
 * after the charset, before any inline style or script), allowing exactly its inline code by
 * hash. Run after every other rewrite of the HTML: the hashes are of the bodies as served.
 *
 * Not in the headers: every page inlines the CSS it uses, so each has its own hashes, and a header
 * rule a page would make the CDN files and the nginx rules grow with the blog (Cloudflare Pages
 * takes 100 header rules). The header's policy is one for all (src/serving/http-headers.ts), and
 * a browser enforces both. Not Astro's `security.csp` either: it hashes the styles and scripts as
 * Astro wrote them, before used-css.ts and island-scripts.ts rewrite them.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  editorContentSecurityPolicy,
  isEditorPath,
  pageContentSecurityPolicy,
  type InlineHashes,
} from '../../serving/http-headers.ts';

/** An inline element: a <script> or <style> with a body, and no src (a script with src is a file). */
const inlineElement = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

/**
 * The CSP hashes of every inline script and style in a page. Scanning the output (not a list)
 * keeps them right whatever Astro or the CSS settings decide to inline. JSON-LD blocks are data,
 * never run, so they need no hash.
 */
export function inlineHashes(html: string): InlineHashes {
  const found = { script: new Set<string>(), style: new Set<string>() };
  for (const [, tag = '', attributes = '', body = ''] of html.matchAll(inlineElement)) {
    if (/\ssrc\s*=/i.test(attributes) || /type\s*=\s*"application\/ld\+json"/i.test(attributes)) continue;
    found[tag.toLowerCase() as 'script' | 'style'].add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return { scripts: [...found.script].sort(), styles: [...found.style].sort() };
}

const charset = '<meta charset="utf-8">';

/** The page with its policy in a <meta> element right after its charset. */
export function withPagePolicy(html: string, policy: string): string {
  if (!html.includes(charset)) throw new Error(`A page has no ${charset} to put its policy after.`);
  return html.replace(charset, `${charset}<meta http-equiv="Content-Security-Policy" content="${policy}">`);
}

export async function addPagePolicies(dir: string, pages: string[]): Promise<void> {
  await Promise.all(
    pages.map(async (page) => {
      const file = join(dir, page);
      const html = await readFile(file, 'utf8');
      const policy = isEditorPath(page) ? editorContentSecurityPolicy : pageContentSecurityPolicy(inlineHashes(html));
      await writeFile(file, withPagePolicy(html, policy));
    }),
  );
}
