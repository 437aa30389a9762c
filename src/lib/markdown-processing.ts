import type { satteri } from '@astrojs/markdown-satteri';
import { settingsTokensPlugin } from '#/lib/settings-fill-ins.ts';
import { draftLinksPlugin } from '#/lib/markdown-draft-links.ts';
import { sanitizePlugin } from '#/lib/markdown-sanitize.ts';
import { typographyPlugin } from '#/lib/markdown-typography.ts';
import { videoPlugin } from '#/lib/markdown-video.ts';

/**
 * The body's steps after satteri's parse; the editor's preview takes the same hast steps (typography, allow-list,
 * video blocks) after its own parse (src/editor/preview/markdown.ts).
 */
export const markdownProcessing: Parameters<typeof satteri>[0] = {
  mdastPlugins: [settingsTokensPlugin],
  hastPlugins: [typographyPlugin, sanitizePlugin, draftLinksPlugin, videoPlugin],
  // Smart punctuation is the site's own (markdown-typography.ts), as in her fields' text. Footnote ids unprefixed
  // here: the allow-list prefixes every id in her text, theirs included.
  features: { rawHtml: true, smartPunctuation: false, gfm: { footnotes: { clobberPrefix: '' } } },
};
