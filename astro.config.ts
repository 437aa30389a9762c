import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, fontProviders } from 'astro/config';
import { site } from './src/config/site';
import { settingsTokensPlugin } from './src/lib/markdown-settings-tokens';

const fontFile = (pkg: string, file: string) => `./node_modules/@fontsource-variable/${pkg}/files/${file}`;

export default defineConfig({
  site: site.siteUrl,
  output: 'static',
  trailingSlash: 'never',
  // Inline the (small) stylesheet: no render-blocking request before first paint.
  build: { format: 'file', inlineStylesheets: 'always' },
  // The sitemap leaves the not-found page out by itself.
  integrations: [react(), sitemap()],
  markdown: { processor: satteri({ mdastPlugins: [settingsTokensPlugin] }) },
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Fraunces',
      cssVariable: '--font-fraunces',
      fallbacks: ['Georgia', 'serif'],
      options: {
        variants: [
          { src: [fontFile('fraunces', 'fraunces-latin-wght-normal.woff2')], weight: '300 700', style: 'normal' },
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['Arial', 'sans-serif'],
      options: {
        variants: [{ src: [fontFile('inter', 'inter-latin-wght-normal.woff2')], weight: '300 700', style: 'normal' }],
      },
    },
  ],
  vite: { plugins: [tailwindcss()] },
});
