import { z } from 'astro/zod';
import { isoDate, metaDescription, text, titleText } from './text';

const section = z.strictObject({
  heading: text,
  eyebrow: text.optional(),
  text: text.optional(),
});

/** Copy of a page: its <title>, meta description, <h1>, lead and named sections. */
export const pageSchema = z.strictObject({
  title: titleText,
  description: metaDescription,
  heading: text,
  lead: text.optional(),
  updated: isoDate.optional(),
  sections: z.record(z.string(), section).default({}),
});
