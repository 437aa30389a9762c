/** Spec timings for the phone testimonial carousel. */
export const FADE_MS = 500;
export const AUTO_ADVANCE_MS = 10_000;

/** Index `step` places from `index`, wrapping both ways. */
export const wrapIndex = (index: number, step: number, total: number) => (((index + step) % total) + total) % total;
