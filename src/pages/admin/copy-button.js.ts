import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

/**
 * The copy button's element (src/components/contact/copy-button.ts) for the editor's pages (the profile kit),
 * served as a file of its own: a script Astro bundled would join every page's policy, even where unused.
 */
export function GET(): Response {
  const source = readFileSync('src/components/contact/copy-button.ts', 'utf8');
  const { code } = transformSync(source, { loader: 'ts', minify: true, format: 'esm' });
  return new Response(code, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
