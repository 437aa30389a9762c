/**
 * Sveltia CMS's script, made to load nothing from a CDN: its fonts and the libraries it fetches from unpkg come
 * from npm; its update check stays blocked by the CSP (the version is pinned).
 */
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

export const SVELTIA_SCRIPT = 'node_modules/@sveltia/cms/dist/sveltia-cms.js';
const CDN = 'https://cdn.jsdelivr.net/fontsource/fonts/';
const FONTS_PATH = '/admin/fonts/';

export const ICON_FONT_SOURCE =
  'node_modules/@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2';
export const EDITOR_ICONS_FILE = 'src/assets/fonts/editor-icons.woff2';

const FONTS: Record<string, string> = {
  'source-sans-3:vf@5.3.0/latin-wght-normal.woff2':
    'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  'noto-mono@5.3.0/latin-400-normal.woff2': 'node_modules/@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  'material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2': EDITOR_ICONS_FILE,
};

const UNPKG_MODULE = /`https:\/\/unpkg\.com\/\$\{(\w+)\}`/g;
const MODULES_PATH = '/admin/modules/';
/**
 * Immutable.js, at the version Sveltia's package.json asks for (without the range's ^): preview
 * templates receive its Maps. Anything else it would fetch stays blocked by the CSP.
 */
function editorModules(): Record<string, string> {
  const { dependencies } = JSON.parse(readFileSync('node_modules/@sveltia/cms/package.json', 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const immutable = dependencies['immutable']?.replace(/^\D/, '');
  return { [`immutable@${immutable}/dist/immutable.es.js`]: 'node_modules/immutable/dist/immutable.es.js' };
}

export const editorModuleFiles = () => Object.keys(editorModules());

/** npm ships Immutable.js's ES module unminified: 33.6 KB brotli, 17 KB minified. */
export function editorModule(path: string): string {
  const file = editorModules()[path];
  if (!file) throw new Error(`${path} is not one of the editor's modules.`);
  return transformSync(readFileSync(file, 'utf8'), { minify: true, format: 'esm', legalComments: 'inline' }).code;
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export const editorFontFiles = () => Object.values(FONTS).map(fileName);

export function editorFont(name: string): Buffer {
  const path = Object.values(FONTS).find((file) => fileName(file) === name);
  if (!path) throw new Error(`${name} is not one of the editor's fonts.`);
  return readFileSync(path);
}

/** Fails when an upgrade names a font this table lacks. */
export function selfHostedScript(): string {
  let script = readFileSync(SVELTIA_SCRIPT, 'utf8');
  for (const [cdnFile, path] of Object.entries(FONTS)) {
    if (!script.includes(CDN + cdnFile))
      throw new Error(`${SVELTIA_SCRIPT} no longer loads ${cdnFile}: update src/editor/self-hosted.ts.`);
    script = script.replaceAll(CDN + cdnFile, FONTS_PATH + fileName(path));
  }
  if (script.includes(CDN))
    throw new Error(`${SVELTIA_SCRIPT} loads a font from ${CDN} that src/editor/self-hosted.ts does not serve.`);
  if ([...script.matchAll(UNPKG_MODULE)].length !== 1)
    throw new Error(
      `${SVELTIA_SCRIPT} no longer builds one unpkg.com module address: update src/editor/self-hosted.ts.`,
    );
  return script.replace(UNPKG_MODULE, (_, name: string) => `\`${MODULES_PATH}\${${name}}\``);
}
