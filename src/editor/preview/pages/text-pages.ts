/** Loaded together, as one file. */
import NotFoundPreview from '#/editor/preview/pages/not-found.tsx';
import ProsePagePreview from '#/editor/preview/pages/prose.tsx';

export const textPagePreviews = {
  about: ProsePagePreview,
  accessibility: ProsePagePreview,
  booking: ProsePagePreview,
  'not-found': NotFoundPreview,
  'online-therapy': ProsePagePreview,
  privacy: ProsePagePreview,
  terms: ProsePagePreview,
};
