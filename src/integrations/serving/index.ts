/**
 * Makes `astro build`'s output the finished site, ready for any host: once Astro has written
 * every page, the folder is prepared for serving (prepare.ts). `astro dev` is left alone.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { astroRuntimeScripts, recordBuiltScripts } from './own-code.ts';
import { prepareForServing } from './prepare.ts';

export function serving(): AstroIntegration {
  const ownScripts = new Set(astroRuntimeScripts);
  return {
    name: 'serving',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [recordBuiltScripts(ownScripts)] } });
      },
      'astro:build:done': async ({ dir }) => prepareForServing(fileURLToPath(dir), ownScripts),
    },
  };
}
