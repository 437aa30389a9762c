import { z } from 'astro/zod';
import { listPosition, textSchemas } from '#/schemas/text.ts';
import type { SchemaTools } from '#/schemas/tools.ts';

/** No stars: a rating comes only from her public review profile, never from quotes she chose. */
export const feedbackSchema = ({ fillIns }: Pick<SchemaTools, 'fillIns'>) => {
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
  });
};

export const testimonialSchema = (tools: Pick<SchemaTools, 'fillIns'>) => {
  const { text } = textSchemas(tools.fillIns);
  return feedbackSchema(tools).extend({ id: text, position: listPosition, title: text });
};
