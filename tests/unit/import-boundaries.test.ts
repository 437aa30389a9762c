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
    ['deploy/nginx/rules.ts', '#/config/paths.ts'],
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

describe('layers that only point down (eslint.config.js LAYERS)', () => {
  it.each([
    ['src/config/settings-schema.ts', '#/lib/entries.ts'],
    ['src/config/site.ts', '#/schemas/page.ts'],
    ['src/config/site.ts', '#/content-check/shipped-facts.ts'],
    ['src/schemas/page.ts', '#/lib/content.ts'],
    ['src/lib/seo/icons.ts', '#/components/seo/AppIcon.tsx'],
    ['src/lib/held-back.ts', '#/content-check/shipped-facts.ts'],
    ['src/lib/held-back.ts', '#/integrations/holding.ts'],
    ['src/components/go-live/HoldingNotice.tsx', '#/go-live/checklist.ts'],
    ['src/components/ui/Section.tsx', '#/layouts/PageLayout.astro'],
    ['src/layouts/frame.ts', '#/editor/fields.ts'],
    ['src/content-check/go-live.ts', '#/editor/fields.ts'],
    ['src/editor/cms-config.ts', '#/go-live/checklist.ts'],
    ['src/go-live/checklist.ts', '#/integrations/holding.ts'],
    ['src/integrations/holding.ts', '#/pages/index.astro'],
  ])('%s may not import %s', async (file, source) => {
    expect(await refusedImports(file, source)).not.toEqual([]);
  });

  it.each([
    ['src/schemas/text.ts', '#/config/tokens.ts'],
    ['src/lib/content.ts', '#/schemas/page.ts'],
    ['src/components/seo/icon-images.ts', '#/lib/seo/icons.ts'],
    ['src/layouts/frame.ts', '#/components/layout/SiteFrame.tsx'],
    ['src/content-check/go-live.ts', '#/schemas/schema-shape.ts'],
    ['src/editor/cms-config.ts', '#/content-check/index.ts'],
    ['src/go-live/checklist.ts', '#/editor/fields.ts'],
    ['src/integrations/editor-preview.ts', '#/editor/preview-bundle.ts'],
    ['src/pages/rss.xml.ts', '#/go-live/checklist.ts'],
    ['src/pages/manifest.webmanifest.ts', '#/integrations/holding.ts'],
  ])('%s may import %s', async (file, source) => {
    expect(await refusedImports(file, source)).toEqual([]);
  });
});

describe('one import style: #/ across folders, relative only within one', () => {
  it.each([
    ['src/lib/content.ts', '~/config/paths'],
    ['src/lib/content.ts', '../schemas/page.ts'],
    ['src/lib/content.ts', './seo/urls.ts'],
    ['astro.config.ts', './src/config/site.ts'],
    ['scripts/build.ts', '../src/content-check/index.ts'],
    ['tests/e2e/home.spec.ts', '../../src/config/paths.ts'],
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
