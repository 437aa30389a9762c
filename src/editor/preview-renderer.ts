/**
 * Sveltia CMS fetches React's renderer for preview templates from chunks/react-dom.js beside its
 * script. Its own copy bundles a second React, on which the site's components' hooks would fail;
 * the file served there instead hands over the preview bundle's renderer (src/editor/preview/register.ts),
 * which it leaves on `window` under this name before registering any template.
 */
export const PREVIEW_RENDERER = 'siteReactRenderer';

export const rendererModule = () =>
  [
    '// The web editor preview’s React renderer: src/editor/preview-renderer.ts.',
    `export const createRoot = (...args) => window.${PREVIEW_RENDERER}.createRoot(...args);`,
    '',
  ].join('\n');
