/**
 * Makes `astro build`'s output the finished site, ready for any host: once Astro has written
 * every page, the folder is prepared for serving (prepare.ts). `astro dev` is left alone.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { prepareForServing } from './prepare.ts';

export const serving = (): AstroIntegration => ({
  name: 'serving',
  hooks: {
    'astro:build:done': async ({ dir }) => prepareForServing(fileURLToPath(dir)),
  },
});
