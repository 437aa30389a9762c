import type { ComponentType } from 'react';
import type { PreviewProps } from '#/editor/preview/entry.ts';
import type { textPagePreviews } from '#/editor/preview/pages/text-pages.ts';

/** One request, and one short entry in the editor's first load. */
const textPage = (name: keyof typeof textPagePreviews) => async () =>
  (await import('#/editor/preview/pages/text-pages.ts')).textPagePreviews[name];

/** By page file name; a page file not named here shows its copy only (page-templates.tsx). */
export const pagePreviews: Partial<Record<string, () => Promise<ComponentType<PreviewProps>>>> = {
  home: async () => (await import('#/editor/preview/pages/home.tsx')).default,
  services: async () => (await import('#/editor/preview/pages/services.tsx')).default,
  contact: async () => (await import('#/editor/preview/pages/contact.tsx')).default,
  faq: async () => (await import('#/editor/preview/pages/faq.tsx')).default,
  clinics: async () => (await import('#/editor/preview/pages/clinics.tsx')).default,
  blog: async () => (await import('#/editor/preview/pages/blog.tsx')).default,
  about: textPage('about'),
  booking: textPage('booking'),
  'not-found': textPage('not-found'),
  'online-therapy': textPage('online-therapy'),
  accessibility: textPage('accessibility'),
  privacy: textPage('privacy'),
  terms: textPage('terms'),
};
