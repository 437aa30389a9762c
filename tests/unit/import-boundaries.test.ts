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
    ['src/serving/http-headers.ts', '#/lib/map-links.ts'],
    ['src/serving/page-policy.ts', '#/config/site.ts'],
    ['src/serving/built-site.ts', './build/cdn-files.ts'],
    ['src/serving/built-site.ts', 'vite'],
    ['src/serving/built-site.ts', '#/serving/build/cdn-files.ts'],
  ])('%s may not import %s', async (file, source) => {
    expect(await refusedImports(file, source)).not.toEqual([]);
  });

  it.each([
    ['src/serving/build/index.ts', '#/serving/built-site.ts'],
    ['src/serving/build/cdn-files.ts', '#/serving/http-headers.ts'],
    ['src/serving/page-policy.ts', 'astro'],
    ['src/lib/map-links.ts', '#/serving/http-headers.ts'],
    ['src/serving/built-site.ts', '#/serving/canonical-path.ts'],
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
    ['src/lib/markdown-draft-links.ts', '#/content-check/shipped-facts.ts'],
    ['src/lib/markdown-draft-links.ts', '#/go-live/integration.ts'],
    ['src/components/ui/Badge.tsx', '#/go-live/checklist.ts'],
    ['src/components/ui/Section.tsx', '#/layouts/PageLayout.astro'],
    ['src/layouts/frame.ts', '#/editor/fields.ts'],
    ['src/content-check/index.ts', '#/editor/fields.ts'],
    ['src/editor/cms-config.ts', '#/go-live/checklist.ts'],
    ['src/go-live/checklist.ts', '#/serving/build/index.ts'],
    ['src/serving/build/index.ts', '#/pages/index.astro'],
  ])('%s may not import %s', async (file, source) => {
    expect(await refusedImports(file, source)).not.toEqual([]);
  });

  it.each([
    ['src/schemas/text.ts', '#/config/page-title.ts'],
    ['src/lib/content.ts', '#/schemas/page.ts'],
    ['src/components/seo/icon-images.ts', '#/lib/seo/icons.ts'],
    ['src/layouts/frame.ts', '#/components/layout/SiteFrame.tsx'],
    ['src/go-live/placeholders.ts', '#/content-check/shipped.ts'],
    ['src/editor/cms-config.ts', '#/content-check/index.ts'],
    ['src/go-live/checklist.ts', '#/editor/fields.ts'],
    ['src/editor/integration.ts', '#/editor/preview-bundle.ts'],
    ['src/pages/rss.xml.ts', '#/go-live/checklist.ts'],
    ['src/pages/manifest.webmanifest.ts', '#/serving/build/index.ts'],
    ['src/go-live/integration.ts', '#/serving/built-site.ts'],
  ])('%s may import %s', async (file, source) => {
    expect(await refusedImports(file, source)).toEqual([]);
  });
});

describe('one import style: #/ for src/, within a folder too', () => {
  it.each([
    ['src/lib/content.ts', '~/config/paths'],
    ['src/lib/content.ts', '../schemas/page.ts'],
    ['src/lib/content.ts', './seo/urls.ts'],
    ['astro.config.ts', './src/config/site.ts'],
    ['scripts/subset-fonts.ts', '../src/content-check/index.ts'],
    ['tests/e2e/home.spec.ts', '../../src/config/paths.ts'],
    ['src/serving/build/index.ts', '../built-site.ts'],
    ['src/lib/content.ts', './blog-chain.ts'],
    ['src/serving/build/index.ts', './cdn-files.ts'],
    ['src/serving/built-site.ts', './canonical-path.ts'],
  ])('%s may not import %s', async (file, source) => {
    expect(await refusedImports(file, source)).not.toEqual([]);
  });

  it.each([
    ['src/lib/content.ts', '#/schemas/page.ts'],
    ['src/lib/content.ts', '#/lib/blog-chain.ts'],
    ['tests/e2e/home.spec.ts', '../content.ts'],
    ['scripts/subset-fonts.ts', './lib/web-font-subset.ts'],
  ])('%s may import %s', async (file, source) => {
    expect(await refusedImports(file, source)).toEqual([]);
  });
});
