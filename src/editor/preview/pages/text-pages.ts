/** The previews of the pages of running text and the not-found page: loaded together, as one file. */
import AboutPreview from './about';
import BookingPreview from './booking';
import NotFoundPreview from './not-found';
import OnlineTherapyPreview from './online-therapy';
import TextPagePreview from './prose';
import TermsPreview from './terms';

export const textPagePreviews = {
  accessibility: TextPagePreview,
  about: AboutPreview,
  booking: BookingPreview,
  'not-found': NotFoundPreview,
  'online-therapy': OnlineTherapyPreview,
  privacy: TextPagePreview,
  terms: TermsPreview,
};
