import type { satteri } from '@astrojs/markdown-satteri';
import { settingsTokensPlugin } from '#/config/fill-ins/site.ts';
import { draftLinksPlugin } from './markdown-draft-links';
import { sanitizePlugin } from './markdown-sanitize';
import { videoPlugin } from './markdown-video';

/**
 * What the build's Markdown processor (satteri, astro.config.ts) does with a body, beyond
 * Markdown itself: {tokens} filled from the settings; raw HTML parsed (rawHtml), then kept only as
 * far as the owner-text allow-list allows; a lone video link then becomes a click-to-load video.
 * The editor's preview follows the same steps (src/editor/preview/markdown.ts); a unit test holds
 * the two to the same result (tests/unit/her-content/preview-markdown.test.ts).
 */
export const markdownProcessing: Parameters<typeof satteri>[0] = {
  mdastPlugins: [settingsTokensPlugin],
  hastPlugins: [sanitizePlugin, draftLinksPlugin, videoPlugin],
  // Footnote ids unprefixed here: the allow-list prefixes every id in her text, theirs included.
  features: { rawHtml: true, gfm: { footnotes: { clobberPrefix: '' } } },
};
