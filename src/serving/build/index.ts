/** Publishes whole or not at all: built beside dist/, which it replaces by renames only, last. */
import type { AstroIntegration } from 'astro';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtFiles } from '#/serving/built-site.ts';
import { headersFile, HEADERS_FILE } from '#/serving/build/cdn-files.ts';
import { replaceFolder } from '#/serving/build/replace-folder.ts';
import { removeUnusedImages } from '#/serving/build/unused-images.ts';
import { enquiryFormOf, formOrigin } from '#/config/enquiry-form.ts';
import { siteSettings } from '#/config/site.ts';

export function serving(): AstroIntegration {
  let published = '';
  return {
    name: 'serving',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'build') return;
        published = fileURLToPath(config.outDir);
        updateConfig({ outDir: new URL('./.build-tmp/', config.root) });
      },
      'astro:build:done': ({ dir }) => {
        const built = fileURLToPath(dir);
        removeUnusedImages(built);
        writeFileSync(
          join(built, HEADERS_FILE),
          headersFile(builtFiles(built), formOrigin(enquiryFormOf(siteSettings()))),
        );
        replaceFolder(published, built, `${published.replace(/\/$/, '')}.old`);
      },
    },
  };
}
