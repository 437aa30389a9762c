import type { ComponentType } from 'react';
import type { PreviewProps } from './entry';

/**
 * Each page file's own preview (by its name in src/content/pages/): the whole page, drawn by the
 * component its route shell renders, loaded when its form is opened. A page file not named here
 * shows its heading, text and sections (page-templates.tsx).
 */
export const pagePreviews: Partial<Record<string, () => Promise<ComponentType<PreviewProps>>>> = {
  home: async () => (await import('#/editor/preview/pages/home.tsx')).default,
};
