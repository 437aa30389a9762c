/** The previews of the pages of running text and the not-found page: loaded together, as one file. */
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
