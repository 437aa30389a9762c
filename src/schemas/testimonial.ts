import { z } from 'astro/zod';
import { listPosition, textSchemas } from '#/schemas/text.ts';
import type { SchemaTools } from '#/schemas/tools.ts';

/**
 * Every client quote, in one list, so that one Save clears the samples. No stars: a rating comes only from her
 * public review profile, never from quotes she chose.
 */
export const testimonialSchema = ({ fillIns, reference }: Pick<SchemaTools, 'fillIns' | 'reference'>) => {
  const { text } = textSchemas(fillIns);
  return z.strictObject({
    content: text,
    author: text,
    age: z.number().int().min(5).max(110),
    parentOf: z.boolean().default(false).meta({ title: 'Written by a parent about their child' }),
    sample: z.boolean().meta({
      title: 'Sample words (made up: replace before going live)',
      description: 'UK law bans fake reviews: untick only for a real client’s words, given with permission.',
    }),
    id: text,
    position: listPosition,
    title: text,
    /** A service's page shows the first quote about it; none, no quote section. */
    topic: reference('services').optional().meta({
      title: 'The service it is about',
      description: 'Optional. The first quote about a service shows on that service’s page.',
    }),
    home: z.boolean().default(true).meta({ title: 'Show on the home page' }),
  });
};
