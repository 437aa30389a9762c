import type { ComponentType } from 'react';
import type { PreviewProps } from './entry';

/**
 * Each page file's own preview (by its name in src/content/pages/): the whole page, drawn by the
 * component its route shell renders, loaded when its form is opened. A page file not named here
 * shows its heading, text and sections (page-templates.tsx).
 */
export const pagePreviews: Partial<Record<string, () => Promise<ComponentType<PreviewProps>>>> = {
  about: async () => (await import('./pages/about')).default,
  booking: async () => (await import('./pages/booking')).default,
  'not-found': async () => (await import('./pages/not-found')).default,
  'online-therapy': async () => (await import('./pages/online-therapy')).default,
  privacy: async () => (await import('./pages/prose')).default,
  terms: async () => (await import('./pages/terms')).default,
};
