/** Publishes whole or not at all: built beside dist/, which it replaces by renames only, last. */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { astroRuntimeScripts, recordBuiltScripts } from './own-code.ts';
import { prepareForServing } from './prepare.ts';
import { replaceFolder } from './replace-folder.ts';

export function serving(): AstroIntegration {
  const ownScripts = new Set(astroRuntimeScripts);
  let published = '';
  return {
    name: 'serving',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        updateConfig({ vite: { plugins: [recordBuiltScripts(ownScripts)] } });
        if (command !== 'build') return;
        published = fileURLToPath(config.outDir);
        updateConfig({ outDir: new URL('./.build-tmp/', config.root) });
      },
      'astro:build:done': async ({ dir }) => {
        const built = fileURLToPath(dir);
        await prepareForServing(built, ownScripts);
        replaceFolder(published, built, `${published.replace(/\/$/, '')}.old`);
      },
    },
  };
}
