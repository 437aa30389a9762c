import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js, on one-line files put where each would live: every
 * import that would tie the folders both ways is refused by `npm run check`, and the imports the
 * site needs are not.
 */
const eslint = new ESLint();

async function refusedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('folders that depend one way', () => {
  it.each([
    ['src/integrations/serving/prepare.ts', '../../../deploy/nginx/rules.ts'],
    ['src/lib/example.ts', '../../deploy/node/route.ts'],
    ['deploy/node/serve.ts', '#/integrations/serving/prepare.ts'],
    ['deploy/nginx/rules.ts', '#/lib/paths.ts'],
    ['deploy/node/route.ts', '../../scripts/build.ts'],
    ['src/serving/http-headers.ts', '#/lib/map-links.ts'],
    ['src/serving/built-site.ts', '../../deploy/node/route.ts'],
    ['src/serving/built-site.ts', 'send'],
  ])('%s may not import %s', async (file, source) => {
    expect(await refusedImports(file, source)).not.toEqual([]);
  });

  it.each([
    ['deploy/node/serve.ts', '#/serving/built-site.ts'],
    ['deploy/node/serve.ts', './route.ts'],
    ['deploy/node/serve.ts', 'send'],
    ['src/integrations/serving/cdn-files.ts', '#/serving/http-headers.ts'],
    ['src/lib/map-links.ts', '#/serving/http-headers.ts'],
    ['src/serving/built-site.ts', './canonical-path.ts'],
    ['src/serving/built-site.ts', 'node:fs'],
  ])('%s may import %s', async (file, source) => {
    expect(await refusedImports(file, source)).toEqual([]);
  });
});

describe('one import style: #/ across folders, relative only within one', () => {
  it.each([
    ['src/lib/content.ts', '~/lib/paths'],
    ['src/lib/content.ts', '../schemas/page.ts'],
    ['src/lib/content.ts', './seo/urls.ts'],
    ['astro.config.ts', './src/config/site.ts'],
    ['scripts/build.ts', '../src/content-check/index.ts'],
    ['tests/e2e/home.spec.ts', '../../src/lib/paths.ts'],
    ['deploy/node/serve.ts', '../../src/serving/built-site.ts'],
  ])('%s may not import %s', async (file, source) => {
    expect(await refusedImports(file, source)).not.toEqual([]);
  });

  it.each([
    ['src/lib/content.ts', '#/schemas/page.ts'],
    ['src/lib/content.ts', './blog-chain.ts'],
    ['tests/e2e/home.spec.ts', '../content.ts'],
    ['scripts/build.ts', './lib/astro-output.ts'],
  ])('%s may import %s', async (file, source) => {
    expect(await refusedImports(file, source)).toEqual([]);
  });
});
