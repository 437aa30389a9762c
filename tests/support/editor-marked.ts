/**
 * The marked the web editor runs: Sveltia CMS bundles it into its script and leaves it on
 * `window.marked`. Its source map holds that module's file as it was bundled, so a test runs the
 * very version the editor ships (not whatever marked another package installs), and follows it
 * when Sveltia is upgraded.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SVELTIA_SCRIPT } from '#/editor/sveltia-script.ts';
import type { Marked } from '#/editor/preview/as-built.ts';

const MARKED = /\/marked@([^/]+)\/node_modules\/marked\/lib\/marked\.esm\.js$/;

export async function editorMarked(): Promise<{ marked: Marked; version: string }> {
  const map = JSON.parse(readFileSync(`${SVELTIA_SCRIPT}.map`, 'utf8')) as {
    sources: string[];
    sourcesContent: string[];
  };
  const index = map.sources.findIndex((source) => MARKED.test(source));
  const source = map.sourcesContent[index];
  if (!source) throw new Error(`${SVELTIA_SCRIPT} no longer bundles marked: see src/editor/preview/markdown.ts.`);
  // Inside the project, where the test runner imports from.
  const folder = resolve('node_modules/.cache/editor-marked');
  mkdirSync(folder, { recursive: true });
  writeFileSync(`${folder}/marked.esm.js`, source);
  const module = (await import(/* @vite-ignore */ `${folder}/marked.esm.js`)) as { marked: Marked };
  return { marked: module.marked, version: MARKED.exec(map.sources[index] ?? '')?.[1] ?? '' };
}
