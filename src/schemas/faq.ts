import { z } from 'astro/zod';
import { listPosition, text } from './text.ts';

/** FAQ page categories in display order; "home" holds the home page's short FAQ. */
export const FAQ_CATEGORIES = {
  about: 'About Hypnotherapy',
  process: 'The Hypnotherapy Process',
  specialized: 'Specialised Approaches',
  practical: 'Practical Questions',
  home: 'Home page',
} as const;

export type FaqCategory = keyof typeof FAQ_CATEGORIES;

export const faqSchema = z.strictObject({
  id: text,
  position: listPosition,
  category: z.enum(Object.keys(FAQ_CATEGORIES) as [FaqCategory, ...FaqCategory[]]),
  question: text,
  answer: text,
});
