/**
 * The web editor's preview is the published page (issue 27): Sveltia CMS renders each entry's
 * preview with the templates here, in a frame styled by the site's own stylesheet. Bundled by
 * Vite for /admin only (src/pages/admin/index.astro): no public page loads it.
 *
 * Sveltia draws preview templates with the React renderer it fetches from /admin/chunks/react-dom.js;
 * that file (src/pages/admin/chunks/react-dom.js.ts) hands it this bundle's renderer, so the
 * templates and the site's components run on the site's own React, hooks included.
 */
import { createRoot } from 'react-dom/client';
import siteStyles from './preview.css?inline';
import { PREVIEW_RENDERER } from '#/editor/preview-renderer.ts';
import { templatesFor } from './templates';

interface Cms {
  registerPreviewStyle(style: string, options: { raw: boolean }): void;
  registerPreviewTemplate(name: string, component: unknown): void;
}

const { CMS } = window as unknown as { CMS: Cms };
Object.assign(window, { [PREVIEW_RENDERER]: { createRoot } });
// The stylesheet's text, in this module: one request fewer for the editor's first load.
CMS.registerPreviewStyle(siteStyles, { raw: true });
/** The page files' names, written into the editor's page at build time (src/pages/admin/index.astro). */
const pages = document.querySelector<HTMLMetaElement>('meta[name="site-pages"]')?.content.split(' ') ?? [];
for (const [name, template] of Object.entries(templatesFor(pages))) CMS.registerPreviewTemplate(name, template);
