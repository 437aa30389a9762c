import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, fontProviders } from 'astro/config';
import { EDITOR_PATH } from './src/serving/http-headers';
import { holding } from './src/integrations/holding';
import { contentCheck } from './src/integrations/content-check';
import { serving } from './src/integrations/serving';
import { site } from './src/config/site';
import { WEB_FONTS } from './src/config/web-fonts';
import { sanitizePlugin } from './src/lib/markdown-sanitize';
import { settingsTokensPlugin } from './src/lib/markdown-settings-tokens';
import { videoPlugin } from './src/lib/markdown-video';

export default defineConfig({
  site: site.siteUrl,
  output: 'static',
  trailingSlash: 'never',
  // Inline the (small) stylesheet: no render-blocking request before first paint.
  build: { format: 'file', inlineStylesheets: 'always' },
  // The sitemap leaves the not-found page out by itself; the web editor is not a page of the site.
  // `contentCheck` first: `astro build` stops before anything is built, `astro dev` shows problems as they are made.
  // `holding` (the first deploy's editor, checklist and holding page) after every writer, before
  // `serving`, last: it prepares the finished folder once every other integration has written to it.
  integrations: [
    contentCheck({ except: [EDITOR_PATH] }),
    react(),
    sitemap({ filter: (page) => !new URL(page).pathname.startsWith(EDITOR_PATH) }),
    holding(),
    serving(),
  ],
  // Raw HTML in a body is parsed (rawHtml), then kept only as far as the owner-text allow-list
  // allows; a lone video link then becomes a click-to-load video. No code highlighting: the
  // allow-list would strip its inline styles anyway.
  markdown: {
    syntaxHighlight: false,
    processor: satteri({
      mdastPlugins: [settingsTokensPlugin],
      hastPlugins: [sanitizePlugin, videoPlugin],
      features: { rawHtml: true },
    }),
  },
  fonts: WEB_FONTS.map((font) => {
    const variant = { src: [`./${font.file}`] as [string], weight: font.weights.join(' '), style: 'normal' as const };
    return {
      provider: fontProviders.local(),
      name: font.name,
      cssVariable: font.cssVariable,
      fallbacks: [...font.fallbacks],
      options: { variants: [variant] as [typeof variant] },
    };
  }),
  vite: { plugins: [tailwindcss()] },
});
