/**
 * The web editor's preview is the published page (issue 27): Sveltia CMS renders each entry's
 * preview with the templates here, in a frame styled by the site's own stylesheet. Bundled on its
 * own for /admin only (src/editor/integration.ts): no public page loads it. Built at the
 * address where Sveltia looks for the templates' React renderer (src/editor/preview-bundle.ts), it
 * hands Sveltia this bundle's renderer.
 */
import siteStyles from './preview.css?inline';
import { templatesFor } from './templates';

export { createRoot } from 'react-dom/client';

interface Cms {
  registerPreviewStyle(style: string, options: { raw: boolean }): void;
  registerPreviewTemplate(name: string, component: unknown): void;
}

const { CMS } = window as unknown as { CMS: Cms };
// The stylesheet's text, in this module: one request fewer for the editor's first load.
CMS.registerPreviewStyle(siteStyles, { raw: true });
/** The page files' names, written into the editor's page at build time (src/pages/admin/index.astro). */
const pages = document.querySelector<HTMLMetaElement>('meta[name="site-pages"]')?.content.split(' ') ?? [];
for (const [name, template] of Object.entries(templatesFor(pages))) CMS.registerPreviewTemplate(name, template);
