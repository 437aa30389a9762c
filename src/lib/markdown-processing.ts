import type { satteri } from '@astrojs/markdown-satteri';
import { settingsTokensPlugin } from '#/lib/settings-fill-ins.ts';
import { draftLinksPlugin } from '#/lib/markdown-draft-links.ts';
import { sanitizePlugin } from '#/lib/markdown-sanitize.ts';
import { videoPlugin } from '#/lib/markdown-video.ts';

/** The editor's preview follows the same steps; tests/unit/her-content/preview-markdown.test.ts holds them equal. */
export const markdownProcessing: Parameters<typeof satteri>[0] = {
  mdastPlugins: [settingsTokensPlugin],
  hastPlugins: [sanitizePlugin, draftLinksPlugin, videoPlugin],
  // Footnote ids unprefixed here: the allow-list prefixes every id in her text, theirs included.
  features: { rawHtml: true, gfm: { footnotes: { clobberPrefix: '' } } },
};
