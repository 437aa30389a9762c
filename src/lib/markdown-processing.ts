import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import { settingsTokensPlugin } from '#/lib/settings-fill-ins.ts';
import { draftLinksPlugin, type HeldBack } from '#/lib/markdown-draft-links.ts';
import { sanitizePlugin } from '#/lib/markdown-sanitize.ts';
import { typographyPlugin } from '#/lib/markdown-typography.ts';
import { videoPlugin } from '#/lib/markdown-video.ts';

/** Also the content check's parse of a body (content-check/body.ts). */
export const markdownFeatures = {
  rawHtml: true,
  // Smart punctuation is the site's own (markdown-typography.ts), as in her fields' text.
  smartPunctuation: false,
  // Footnote ids unprefixed here: the allow-list prefixes every id in her text, theirs included.
  gfm: { footnotes: { clobberPrefix: '' } },
} as const;

/**
 * The body's steps after satteri's parse; the editor's preview takes the same hast steps (typography, allow-list,
 * video blocks) after its own parse (src/editor/preview/markdown.ts).
 */
export const markdownProcessing = (site: HeldBack): SatteriProcessorOptions => ({
  mdastPlugins: [settingsTokensPlugin],
  hastPlugins: [typographyPlugin, sanitizePlugin, draftLinksPlugin(site), videoPlugin],
  features: markdownFeatures,
});
