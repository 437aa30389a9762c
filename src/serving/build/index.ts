/** Publishes whole or not at all: built beside dist/, which it replaces by renames only, last. */
import type { AstroIntegration } from 'astro';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cdnFiles } from '#/serving/http-headers.ts';
import { builtFiles, readBuiltSite } from '#/serving/built-site.ts';
import { headersFile, redirectsFile } from '#/serving/build/cdn-files.ts';
import { finishPages } from '#/serving/build/finish-pages.ts';
import { astroRuntimeScripts, recordBuiltScripts, type OwnScripts } from '#/serving/build/own-code.ts';
import { replaceFolder } from '#/serving/build/replace-folder.ts';
import { removeUnusedImages } from '#/serving/build/unused-images.ts';

/** `own`: the inline scripts the site's build wrote (own-code.ts), the only ones moved or hashed. */
async function prepareForServing(dir: string, own: OwnScripts): Promise<void> {
  removeUnusedImages(dir);
  const pages = builtFiles(dir).filter((file) => file.endsWith('.html'));
  await finishPages(dir, pages, own);
  const site = readBuiltSite(dir);
  writeFileSync(join(dir, cdnFiles.headers), headersFile(site));
  writeFileSync(join(dir, cdnFiles.redirects), redirectsFile(site));
}

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
