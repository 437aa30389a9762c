/** Spec timings. */
export const FADE_MS = 500;
export const AUTO_ADVANCE_MS = 10_000;

export const wrapIndex = (index: number, step: number, total: number) => (((index + step) % total) + total) % total;
