import type { CollectionEntry } from 'astro:content';

type Review = Pick<CollectionEntry<'testimonials'>['data'], 'stars' | 'sample'>;

export interface ReviewClaims {
  /** The "5-Star Client Rated" badge: there are real reviews and every one of them gives five stars. */
  fiveStarRated: boolean;
  /** "Shared with their permission": every quote shown is a real client's words. */
  allReal: boolean;
}

/** What the real (not sample) testimonials allow the page to claim; samples support nothing. */
export function reviewClaims(reviews: readonly Review[]): ReviewClaims {
  const real = reviews.filter((review) => !review.sample);
  return {
    fiveStarRated: real.length > 0 && real.every((review) => review.stars === 5),
    allReal: reviews.length > 0 && real.length === reviews.length,
  };
}
