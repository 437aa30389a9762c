/** The preview is the published page (issue 27), in a frame styled by the site's own stylesheet. */
import siteStyles from '#/editor/preview/preview.css?inline';
import { templatesFor } from '#/editor/preview/templates.tsx';

export { createRoot } from 'react-dom/client';

interface Cms {
  registerPreviewStyle(style: string, options: { raw: boolean }): void;
  registerPreviewTemplate(name: string, component: unknown): void;
}

const { CMS } = window as unknown as { CMS: Cms };
// One request fewer for the editor's first load.
CMS.registerPreviewStyle(siteStyles, { raw: true });
/** Written into the editor's page at build time (src/pages/admin/index.astro). */
const pages = document.querySelector<HTMLMetaElement>('meta[name="site-pages"]')?.content.split(' ') ?? [];
for (const [name, template] of Object.entries(templatesFor(pages))) CMS.registerPreviewTemplate(name, template);
