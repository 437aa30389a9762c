/**
 * The web editor's preview, bundled on its own: a second Vite build, once Astro has written the
 * site, of the preview's entry (src/editor/preview-bundle.ts) with the site's Tailwind, into the
 * editor's folder: the entry where Sveltia looks for its renderer, the rest in the preview's
 * folder. In Astro's client build it would share chunks (React, the site's components) with the
 * public pages' islands and change their files. Placed before
 * `holding` and `serving`, which keep, precompress and list its files with the editor's.
 * In `astro dev`, the entry's address serves a module loading the preview from its source.
 */
import tailwindcss from '@tailwindcss/vite';
import type { AstroIntegration } from 'astro';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { PREVIEW_ENTRY, PREVIEW_FOLDER, PREVIEW_SOURCE } from '#/editor/preview-bundle.ts';
import { paths } from '#/config/paths.ts';

const FROM_SOURCE = '\0editor-preview-from-source';

/** A path under the editor's, as a file name in its folder. */
const inEditor = (path: string) => path.slice(paths.editor.length + 1);

/**
 * The dev server's answer at the entry's address: React's fast-refresh preamble (which Astro runs
 * before hydrating an island; the editor's page has none), then the preview's source.
 */
const fromSource = (): Plugin => ({
  name: 'editor-preview-from-source',
  resolveId: (id) => (id === PREVIEW_ENTRY ? FROM_SOURCE : undefined),
  load: (id) =>
    id === FROM_SOURCE
      ? `import 'astro:scripts/before-hydration.js';\nexport * from '/${PREVIEW_SOURCE}';\n`
      : undefined,
});

export function editorPreview(): AstroIntegration {
  let root = '';
  return {
    name: 'editor-preview',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        // Its dependencies found when the server starts, not when the editor first loads them (which reloads the editor mid-way).
        if (command === 'dev') {
          updateConfig({ vite: { plugins: [fromSource()], optimizeDeps: { entries: [PREVIEW_SOURCE] } } });
        }
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
          plugins: [tailwindcss()],
          resolve: { alias: { '@ungap/structured-clone': join(root, 'src/editor/structured-clone.ts') } },
          build: {
            // As Astro builds the site's own browser code.
            target: 'esnext',
            // The editor's browsers load modules natively; Vite's preload helper would only add bytes.
            modulePreload: false,
            // Into the editor's folder, which Astro has just written (its page and other files stay).
            outDir: join(fileURLToPath(dir), paths.editor),
            emptyOutDir: false,
            reportCompressedSize: false,
            rolldownOptions: {
              input: join(root, PREVIEW_SOURCE),
              // The entry's export (the renderer Sveltia imports from it) kept by its name.
              preserveEntrySignatures: 'allow-extension',
              // lucide-react's "use client" means nothing in a browser bundle (Astro's React integration silences it too).
              checks: { moduleLevelDirective: false },
              output: {
                entryFileNames: inEditor(PREVIEW_ENTRY),
                chunkFileNames: `${inEditor(PREVIEW_FOLDER)}/[name]-[hash].js`,
                assetFileNames: `${inEditor(PREVIEW_FOLDER)}/[name]-[hash][extname]`,
                // What the first form needs in the entry's one file (a request fewer); each template loaded later apart.
                codeSplitting: { groups: [{ name: 'first', tags: ['$initial'] }] },
              },
            },
          },
        });
      },
    },
  };
}
