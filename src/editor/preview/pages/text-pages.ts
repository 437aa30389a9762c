/** Loaded together, as one file. */
import NotFoundPreview from './not-found';
import ProsePagePreview from './prose';

export const textPagePreviews = {
  about: ProsePagePreview,
  accessibility: ProsePagePreview,
  booking: ProsePagePreview,
  'not-found': NotFoundPreview,
  'online-therapy': ProsePagePreview,
  privacy: ProsePagePreview,
  terms: ProsePagePreview,
};
