/**
 * Astro writes its island runtime and the client directive inline, in front of a page's first
 * island: 1.6 KB brotli that no option moves out (withastro/astro#17017). On the home page that
 * pushes the response past the first TCP window (about 14.6 KB, headers included), which costs a
 * round trip before the first paint. So on a page with an island, every inline script (the
 * directive, the runtime, the layout's module) moves, in page order, into one content-hashed
 * module file, fetched at low priority. Islands then upgrade once the page is parsed, which is
 * before a `client:visible` island can be seen. Pages without an island keep their one small
 * inline module: a file would be one more request before the first paint. The not-found page's
 * scripts move too, so its policy (page-policies.ts) needs no script hash. The tag carries the
 * file's Subresource Integrity hash.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashedAssetsPrefix, notFoundPage } from '../../../deploy/http-headers.ts';
import { inlineScript } from './module-graph.ts';
import { isOwnScript, type OwnScripts } from './own-code.ts';

/** "/_astro/islands.<hash>.js": the name changes when the code does, so it may be cached for good. */
const fileFor = (code: string) =>
  `${hashedAssetsPrefix}islands.${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;

const integrityOf = (code: string) => `sha384-${createHash('sha384').update(code).digest('base64')}`;

interface Lifted {
  html: string;
  file: { url: string; code: string };
}

/** The page with its own inline scripts (own-code.ts) replaced by one module file, and that file. */
export function liftScripts(html: string, own: OwnScripts): Lifted {
  const bodies: string[] = [];
  const rest = html.replace(inlineScript, (script, body: string) => {
    if (!isOwnScript(body, own)) return script;
    bodies.push(body.trim());
    return '';
  });
  const code = bodies.join('\n');
  const url = fileFor(code);
  const tag = `<script type="module" src="${url}" integrity="${integrityOf(code)}" fetchpriority="low"></script>`;
  return { html: rest.replace('</head>', `${tag}</head>`), file: { url, code } };
}

const isNotFoundPage = (page: string) => page.replace(/^\/?/, '/') === notFoundPage;

/** liftScripts for a page with an island; null for any other. */
export const liftIslandScripts = (html: string, own: OwnScripts): Lifted | null =>
  html.includes('<astro-island') ? liftScripts(html, own) : null;

export async function moveIslandScriptsToFiles(dir: string, pages: string[], own: OwnScripts): Promise<void> {
  await Promise.all(
    pages.map(async (page) => {
      const path = join(dir, page);
      const html = await readFile(path, 'utf8');
      const lifted = isNotFoundPage(page) ? liftScripts(html, own) : liftIslandScripts(html, own);
      if (!lifted) return;
      await writeFile(join(dir, lifted.file.url), lifted.file.code);
      await writeFile(path, lifted.html);
    }),
  );
}
