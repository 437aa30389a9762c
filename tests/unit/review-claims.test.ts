import { describe, expect, it } from 'vitest';
import { reviewClaims } from '~/lib/review-claims';

const real = (stars: number) => ({ stars, sample: false });
const sample = (stars: number) => ({ stars, sample: true });

describe('review claims', () => {
  it('claim nothing from samples alone, however many stars they give', () => {
    expect(reviewClaims([sample(5), sample(5)])).toEqual({ fiveStarRated: false, allReal: false });
  });

  it('claim nothing when there are no reviews', () => {
    expect(reviewClaims([])).toEqual({ fiveStarRated: false, allReal: false });
  });

  it('rate five stars only when every real review gives five', () => {
    expect(reviewClaims([real(5), real(5)]).fiveStarRated).toBe(true);
    expect(reviewClaims([real(5), real(4)]).fiveStarRated).toBe(false);
  });

  it('ignore samples when rating, but say the quotes are real only when all of them are', () => {
    expect(reviewClaims([real(5), sample(3)])).toEqual({ fiveStarRated: true, allReal: false });
    expect(reviewClaims([real(4)])).toEqual({ fiveStarRated: false, allReal: true });
  });
});
