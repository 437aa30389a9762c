import { z } from 'astro/zod';
import { listPosition, textSchemas } from '#/schemas/text.ts';
import type { SchemaTools } from '#/schemas/tools.ts';
import { FAQ_CATEGORIES, type FaqCategory } from '#/config/labels.ts';

export { FAQ_CATEGORIES, type FaqCategory } from '#/config/labels.ts';

export const faqSchema = ({ fillIns }: Pick<SchemaTools, 'fillIns'>) => {
  const { text, droppableText } = textSchemas(fillIns);
  return z.strictObject({
    id: text,
    position: listPosition,
    category: z.enum(Object.keys(FAQ_CATEGORIES) as [FaqCategory, ...FaqCategory[]]),
    /** '' when her answers rule it out: the item is not shown (src/lib/content.ts). */
    question: droppableText,
    answer: text,
  });
};
