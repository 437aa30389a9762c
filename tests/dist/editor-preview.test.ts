/**
 * Only the editor pays for its preview: bundled on its own (src/editor/integration.ts),
 * it shares no script with the public pages, whose files stay as they were without it, and its
 * files sit in a folder of their own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREVIEW_ENTRY, PREVIEW_FOLDER } from '#/editor/preview-bundle.ts';
import { moduleGraph } from '../support/module-graph';
import { paths } from '#/config/paths.ts';
import { builtPages, DIST, pageScripts } from '../support/built-pages';

const editorScripts = pageScripts(`${paths.editor.slice(1)}.html`);
const previewModules = moduleGraph(DIST, PREVIEW_ENTRY);
const inPreviewFolder = (url: string) => url.startsWith(`${PREVIEW_FOLDER}/`);

describe('the editor’s preview is bundled on its own', () => {
  it('is loaded by the editor, with every module it imports (lazily too) in its own folder', () => {
    expect(editorScripts).toContain(PREVIEW_ENTRY);
    expect(previewModules.size).toBeGreaterThan(1);
    for (const url of previewModules) expect(url === PREVIEW_ENTRY || inPreviewFolder(url), url).toBe(true);
  });

  it('names no file of the public pages’ build: its stylesheet and pictures are its own', () => {
    const files = readdirSync(join(DIST, PREVIEW_FOLDER)).filter((file) => /\.(js|css)$/.test(file));
    for (const file of files) {
      expect(readFileSync(join(DIST, PREVIEW_FOLDER, file), 'utf8'), file).not.toMatch(/\/_astro\//);
    }
  });

  it.each(builtPages())('%s loads no script of the editor’s', (page) => {
    const shared = [...pageScripts(page)].filter((url) => editorScripts.has(url) || previewModules.has(url));
    expect(shared).toEqual([]);
  });
});
