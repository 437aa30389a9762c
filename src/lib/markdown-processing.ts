import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import { settingsTokensPlugin } from '#/lib/settings-fill-ins.ts';
import { draftLinksPlugin, type HeldBack } from '#/lib/markdown-draft-links.ts';
import { sanitizePlugin } from '#/lib/markdown-sanitize.ts';
import { videoPlugin } from '#/lib/markdown-video.ts';

/** Also the content check's parse of a body (content-check/body.ts). */
export const markdownFeatures = {
  rawHtml: true,
  // Footnote ids unprefixed here: the allow-list prefixes every id in her text, theirs included.
  gfm: { footnotes: { clobberPrefix: '' } },
} as const;

/** The editor's preview follows the same steps; tests/unit/her-content/preview-markdown.test.ts holds them equal. */
export const markdownProcessing = (site: HeldBack): SatteriProcessorOptions => ({
  mdastPlugins: [settingsTokensPlugin],
  hastPlugins: [sanitizePlugin, draftLinksPlugin(site), videoPlugin],
  features: markdownFeatures,
});
