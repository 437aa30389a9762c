/** Served with its fonts and modules from this site: self-hosted.ts. */
export const SVELTIA_SCRIPT = 'node_modules/@sveltia/cms/dist/sveltia-cms.js';
