import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, fontProviders } from 'astro/config';
import { contentCheck } from '#/content-check/integration.ts';
import { EDITOR_PATH, formAction, pageDirectives } from '#/serving/http-headers.ts';
import { editorPreview } from '#/editor/integration.ts';
import { goLive } from '#/go-live/integration.ts';
import { serving } from '#/serving/build/index.ts';
import { siteSettings } from '#/config/site.ts';
import { paths } from '#/config/paths.ts';
import { enquiryFormOf, formOrigin } from '#/config/enquiry-form.ts';
import { WEB_FONTS } from '#/config/web-fonts.ts';
import { markdownProcessing } from '#/lib/markdown-processing.ts';

/** Its articles held back in `--mode live` reach the pages (a virtual module) and, below, the Markdown plugins. */
const live = goLive();

export default defineConfig({
  site: siteSettings().siteUrl,
  output: 'static',
  trailingSlash: 'never',
  // The stylesheet in each page and its fonts `optional`, not preloaded: the first paint waits on no other request,
  // and a font that comes late is used from the next page on, never swapped in (measured: README, Speed).
  build: { format: 'file', inlineStylesheets: 'always' },
  // Each page's policy in a <meta>, with its scripts' and styles' hashes (src/serving/page-policy.ts adds to it);
  // while her enquiry form posts off the site, forms to the site alone (the form's pages add its service).
  security: {
    csp: { directives: [...pageDirectives, ...(formOrigin(enquiryFormOf(siteSettings())) ? [formAction()] : [])] },
  },
  // The sitemap leaves the not-found page out by itself; the web editor is not a page of the site, nor the
  // page her enquiry form sends a visitor to.
  // `contentCheck` first: `astro build` stops before anything is built, `astro dev` shows problems as they are made.
  // `editorPreview` (the editor's preview, bundled apart from the site) writes into the editor's folder;
  // `goLive` (the first deploy's editor, checklist and holding page) after every writer, before
  // `serving`, last: it writes the hosts' header rules once every other integration has written,
  // then publishes the folder in place of dist/.
  integrations: [
    contentCheck({ except: [EDITOR_PATH] }),
    react(),
    sitemap({
      filter: (page) => !new URL(page).pathname.startsWith(EDITOR_PATH) && new URL(page).pathname !== paths.enquirySent,
    }),
    editorPreview(),
    live,
    serving(),
  ],
  // The body's plugins: src/lib/markdown-processing.ts. No code highlighting: the owner-text
  // allow-list would strip its inline styles anyway.
  markdown: { syntaxHighlight: false, processor: satteri(markdownProcessing(live)) },
  fonts: WEB_FONTS.map((font) => {
    const variant = { src: [`./${font.file}`] as [string], weight: font.weights.join(' '), style: 'normal' as const };
    return {
      provider: fontProviders.local(),
      name: font.name,
      cssVariable: font.cssVariable,
      display: 'optional' as const,
      fallbacks: [...font.fallbacks],
      options: { variants: [variant] as [typeof variant] },
    };
  }),
  vite: { plugins: [tailwindcss()] },
});
