/**
 * The preview bundled by a second Vite build after Astro's: in Astro's client build it would share chunks with
 * the public pages' islands and change their files. Placed before `holding` and `serving`, which keep its files.
 */
import tailwindcss from '@tailwindcss/vite';
import type { AstroIntegration } from 'astro';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { PREVIEW_FILES, PREVIEW_FOLDER } from '#/editor/preview-bundle.ts';
import { paths } from '#/config/paths.ts';
import { editorForms } from '#/editor/entry-address.ts';

const FROM_SOURCE = '\0editor-preview:';

const inEditor = (path: string) => path.slice(paths.editor.length + 1);
const sourceOf = (file: string) => (PREVIEW_FILES as Record<string, string | undefined>)[file];

/** React's fast-refresh preamble first (@vitejs/plugin-react's documented module): the editor's page has none. */
const fromSource = (): Plugin => ({
  name: 'editor-preview-from-source',
  resolveId: (id) => (sourceOf(id) ? `${FROM_SOURCE}${id}` : undefined),
  load: (id) => {
    const source = id.startsWith(FROM_SOURCE) && sourceOf(id.slice(FROM_SOURCE.length));
    return source ? `import '@vitejs/plugin-react/preamble';\nexport * from '/${source}';\n` : undefined;
  },
});

const FORMS = 'virtual:editor/forms';

/** The forms' labels, made when first imported: the preview names a field as her form does. */
const formsModule = (): Plugin => ({
  name: 'editor-forms',
  resolveId: (id) => (id === FORMS ? `\0${FORMS}` : undefined),
  load: (id) => (id === `\0${FORMS}` ? `export default ${JSON.stringify(editorForms())};` : undefined),
});

export function editorPreview(): AstroIntegration {
  let root = '';
  return {
    name: 'editor-preview',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        // Found when the server starts, not when the editor first loads them (which reloads the editor mid-way).
        if (command === 'dev') {
          updateConfig({
            vite: { plugins: [fromSource()], optimizeDeps: { entries: Object.values(PREVIEW_FILES) } },
          });
        }
        updateConfig({ vite: { plugins: [formsModule()] } });
      },
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir }) => {
        await build({
          configFile: false,
          root,
          base: `${paths.editor}/`,
          publicDir: false,
          logLevel: 'warn',
          plugins: [tailwindcss(), formsModule()],
          resolve: { alias: { '@ungap/structured-clone': join(root, 'src/editor/structured-clone.ts') } },
          build: {
            target: 'esnext',
            // The editor's browsers load modules natively; Vite's preload helper would only add bytes.
            modulePreload: false,
            outDir: join(fileURLToPath(dir), paths.editor),
            emptyOutDir: false,
            reportCompressedSize: false,
            rolldownOptions: {
              input: Object.fromEntries(
                Object.entries(PREVIEW_FILES).map(([file, source]) => [
                  inEditor(file).replace(/\.js$/, ''),
                  join(root, source),
                ]),
              ),
              // Sveltia imports the renderer by its export's name.
              preserveEntrySignatures: 'allow-extension',
              // lucide-react's "use client" means nothing in a browser bundle.
              checks: { moduleLevelDirective: false },
              output: {
                entryFileNames: '[name].js',
                chunkFileNames: `${inEditor(PREVIEW_FOLDER)}/[name]-[hash].js`,
                assetFileNames: `${inEditor(PREVIEW_FOLDER)}/[name]-[hash][extname]`,
                // A request fewer: what the first form needs in one file; each template loaded later.
                codeSplitting: { groups: [{ name: 'first', tags: ['$initial'] }] },
              },
            },
          },
        });
      },
    },
  };
}
