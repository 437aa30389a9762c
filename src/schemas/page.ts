import { z } from 'astro/zod';
import { helplineList } from './helpline.ts';
import { isoDate, metaDescription, text, titleText } from './text.ts';
import type { SchemaTools } from './tools.ts';

const section = z.strictObject({
  heading: text,
  eyebrow: text.optional(),
  text: text.optional(),
});

/** Copy of a page: its <title>, meta description, <h1>, lead, optional picture and named sections. */
export const pageSchema = ({ image, reference }: SchemaTools) =>
  z
    .strictObject({
      title: titleText,
      description: metaDescription,
      heading: text,
      lead: text.optional(),
      updated: isoDate.optional(),
      image: image().optional(),
      imageAlt: text.optional(),
      sections: z.record(z.string(), section).default({}),
      helplines: helplineList({ reference }),
    })
    .refine((page) => !page.image || page.imageAlt, {
      message: 'missing. A picture needs imageAlt: a short description for people who cannot see it.',
      path: ['imageAlt'],
    });
