/**
 * Sveltia CMS's script, made to load nothing from a CDN: its three fonts (the interface's text,
 * code and icons) come from the same Fontsource releases on npm, served under /admin/fonts/.
 * Its update check (unpkg.com) stays blocked by the editor's CSP: the version is pinned.
 */
import { readFileSync } from 'node:fs';

const SCRIPT = 'node_modules/@sveltia/cms/dist/sveltia-cms.js';
const CDN = 'https://cdn.jsdelivr.net/fontsource/fonts/';
export const FONTS_PATH = '/admin/fonts/';

/** The script's CDN address of each font -> the npm file with the same bytes. */
const FONTS: Record<string, string> = {
  'source-sans-3:vf@5.3.0/latin-wght-normal.woff2':
    '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  'noto-mono@5.3.0/latin-400-normal.woff2': '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  'material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2':
    '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
};

const fileName = (npmFile: string) => npmFile.slice(npmFile.lastIndexOf('/') + 1);

export const editorFontFiles = () => Object.values(FONTS).map(fileName);

export function editorFont(name: string): Buffer {
  const npmFile = Object.values(FONTS).find((file) => fileName(file) === name);
  if (!npmFile) throw new Error(`${name} is not one of the editor's fonts.`);
  return readFileSync(`node_modules/${npmFile}`);
}

/** The script with each font's CDN address replaced; fails when an upgrade names a font this table lacks. */
export function selfHostedScript(): string {
  let script = readFileSync(SCRIPT, 'utf8');
  for (const [cdnFile, npmFile] of Object.entries(FONTS)) {
    if (!script.includes(CDN + cdnFile))
      throw new Error(`${SCRIPT} no longer loads ${cdnFile}: update src/editor/self-hosted.ts.`);
    script = script.replaceAll(CDN + cdnFile, FONTS_PATH + fileName(npmFile));
  }
  if (script.includes(CDN))
    throw new Error(`${SCRIPT} loads a font from ${CDN} that src/editor/self-hosted.ts does not serve.`);
  return script;
}
