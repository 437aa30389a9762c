/**
 * Sveltia CMS as its package ships it, served from the site. Where its script reaches for unpkg.com, the editor
 * page's import map points it at our copies from npm; its web fonts are refused by the editor's policy (system
 * fonts there), but for its icon font, which the page declares again from our subset (src/pages/admin/index.astro).
 */
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { paths } from '#/config/paths.ts';

const SVELTIA = 'node_modules/@sveltia/cms';
export const SVELTIA_SCRIPT = `${SVELTIA}/dist/sveltia-cms.js`;

export const ICON_FONT_SOURCE =
  'node_modules/@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2';
export const EDITOR_ICONS_FILE = 'src/assets/fonts/editor-icons.woff2';
/** The family Sveltia's stylesheet draws its icons in. */
export const ICON_FONT_FAMILY = 'Material Symbols Outlined';

/** Its script loads them from beside itself. */
export const sveltiaFile = (path: 'sveltia-cms.js' | `chunks/${string}`) => readFileSync(`${SVELTIA}/dist/${path}`);

/**
 * What Sveltia imports from `https://unpkg.com/<name>@<version>/<file>`, the version its package.json asks for
 * (without the range's ^): Immutable.js, whose Maps preview templates receive. Anything else it would fetch
 * stays refused by the editor's policy.
 */
const MODULES = { immutable: 'dist/immutable.es.js' } as const;

const moduleName = (name: string) => `${name}.js`;

export const editorModuleFiles = () => Object.keys(MODULES).map(moduleName);

/** npm ships Immutable.js's ES module unminified: 33.6 KB brotli, 17 KB minified. */
export function editorModule(file: string): string {
  const [name, path] = Object.entries(MODULES).find(([each]) => moduleName(each) === file) ?? [];
  if (!name || !path) throw new Error(`${file} is not one of the editor's modules.`);
  const code = readFileSync(`node_modules/${name}/${path}`, 'utf8');
  return transformSync(code, { minify: true, format: 'esm', legalComments: 'inline' }).code;
}

/** The import map's text, in one place: the editor's policy allows exactly this script (its sha256). */
export function editorImportMap(): string {
  const { dependencies } = JSON.parse(readFileSync(`${SVELTIA}/package.json`, 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const imports = Object.entries(MODULES).map(([name, path]) => {
    const version = dependencies[name]?.replace(/^\D/, '');
    if (!version) throw new Error(`Sveltia CMS no longer depends on ${name}: update src/editor/sveltia-files.ts.`);
    return [`https://unpkg.com/${name}@${version}/${path}`, `${paths.editor}/modules/${moduleName(name)}`];
  });
  return JSON.stringify({ imports: Object.fromEntries(imports) });
}
