import { z } from 'astro/zod';
import { listPosition, text } from './text.ts';
import { FAQ_CATEGORIES, type FaqCategory } from './faq-categories.ts';

export { FAQ_CATEGORIES, type FaqCategory } from './faq-categories.ts';

export const faqSchema = z.strictObject({
  id: text,
  position: listPosition,
  category: z.enum(Object.keys(FAQ_CATEGORIES) as [FaqCategory, ...FaqCategory[]]),
  question: text,
  answer: text,
});
