/**
 * The first deploy: while the go-live checklist has items, `npm run build:live` builds with
 * GO_LIVE_HOLDING=1 and this integration publishes only the web editor, its checklist and a
 * holding page for visitors (at the site's address, and for every unknown path). It runs once
 * Astro has written every page (so a content mistake anywhere still fails the build) and before
 * `serving`, which then prepares what is left.
 */
import type { AstroIntegration } from 'astro';
import { copyFileSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from '#/config/paths.ts';
import { builtFiles } from '#/serving/built-site.ts';

export const HOLDING_ENV = 'GO_LIVE_HOLDING';
const HOLDING_PAGE = '/holding-page';

const holdingBuild = () => process.env[HOLDING_ENV] === '1';

export const holding = (): AstroIntegration => ({
  name: 'holding',
  hooks: {
    'astro:config:setup': ({ command, injectRoute }) => {
      if (command === 'build' && holdingBuild())
        injectRoute({ pattern: HOLDING_PAGE, entrypoint: './src/go-live/HoldingPage.astro', prerender: true });
    },
    'astro:build:done': ({ dir }) => {
      if (holdingBuild()) keepEditorAndHoldingPage(fileURLToPath(dir));
    },
  },
});

const HOME = '/index.html';
const NOT_FOUND = `${paths.notFound}.html`;
const isHoldingFile = (file: string) => file === HOME || file === NOT_FOUND;
const isEditorFile = (file: string) => file === `${paths.editor}.html` || file.startsWith(`${paths.editor}/`);

/**
 * The holding page becomes the home and not-found pages; every other page goes, with every file
 * that only they used (share images, feed, sitemap, robots.txt, manifest): none is left to show a placeholder.
 */
export function keepEditorAndHoldingPage(dir: string): void {
  renameSync(join(dir, `${HOLDING_PAGE}.html`), join(dir, HOME));
  copyFileSync(join(dir, HOME), join(dir, NOT_FOUND));
  const files = builtFiles(dir);
  const pages = files.filter((file) => file.endsWith('.html') && (isEditorFile(file) || isHoldingFile(file)));
  const kept = new Set([...pages, ...files.filter((file) => !file.endsWith('.html') && isEditorFile(file))]);
  keepWhatTheyName(dir, files, kept);
  for (const file of files) if (!kept.has(file)) rmSync(join(dir, file));
  removeEmptyFolders(dir);
}

const NAMES_FILES = /\.(html|js|css)$/;

/**
 * Adds to `kept` every built asset (/_astro/) a kept page, script or stylesheet names, and what those name in
 * turn: the site's fonts the editor's page declares for its preview, and any module a kept script
 * imports from beside it ("./react.CvnImTBr.js"), which no page names. The preview's own files
 * are in the editor's folder (src/integrations/editor-preview.ts), kept whole.
 */
function keepWhatTheyName(dir: string, files: string[], kept: Set<string>): void {
  const read = new Set<string>();
  let named = '';
  for (let grew = true; grew;) {
    grew = false;
    for (const file of kept) {
      if (read.has(file) || !NAMES_FILES.test(file)) continue;
      read.add(file);
      named += `\n${readFileSync(join(dir, file), 'utf8')}`;
    }
    // Only the built assets: the manifest, sitemap and feed a head names show the site's placeholders.
    for (const file of files) {
      if (kept.has(file) || !file.startsWith('/_astro/')) continue;
      if (named.includes(file) || (file.startsWith('/_astro/') && named.includes(`./${basename(file)}`))) {
        kept.add(file);
        grew = true;
      }
    }
  }
}

function removeEmptyFolders(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(dir, entry.name);
    removeEmptyFolders(folder);
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
}
