/**
 * Makes `astro build`'s output the finished site, ready for any host, and publishes it whole or
 * not at all: Astro builds into a folder beside the output folder, which, once every other
 * integration has written to it and it is prepared for serving (prepare.ts), takes the output
 * folder's place by renames only, the last step. A build that stops on the way (a content
 * problem, a failing page) leaves the published site as it was. `astro dev` is left alone.
 */
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
