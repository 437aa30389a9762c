import type { CLINIC_COLOURS } from '#/schemas/clinic.ts';

/** Each clinic colour's token-based background (full class names, so Tailwind finds them). */
export const clinicTint: Record<(typeof CLINIC_COLOURS)[number], string> = {
  sage: 'bg-clinic-sage',
  teal: 'bg-clinic-teal',
  lavender: 'bg-clinic-lavender',
  sand: 'bg-clinic-sand',
  rose: 'bg-clinic-rose',
  sky: 'bg-clinic-sky',
};
