import { z } from 'astro/zod';
import { httpsAddress } from '#/config/web-address.ts';

/** The only source of a rating on the site: stars she typed on quotes she chose are not ratings (DMCC Act 2024, Sch 20). */
export const reviewProfileSchema = z.strictObject({
  platform: z.string().trim().min(1).meta({
    title: 'Review site',
    description: 'Where clients reviewed you, as visitors know it, e.g. Google.',
  }),
  average: z.number().min(1).max(5).meta({
    title: 'Average rating (out of 5)',
    description: 'As the review site shows it today, e.g. 4.9. Update it when it changes.',
  }),
  count: z.number().int().positive().meta({
    title: 'Number of reviews',
    description: 'As the review site shows it today.',
  }),
  url: httpsAddress('is not an https:// web address. Open your reviews in the browser and copy the address.').meta({
    title: 'Address of your reviews',
    description: 'The page where anyone can read them: the badge links there.',
  }),
});

export type ReviewProfile = z.output<typeof reviewProfileSchema>;
