import { z } from 'astro/zod';
import { listPosition, textSchemas } from '#/schemas/text.ts';
import type { SchemaTools } from '#/schemas/tools.ts';

/** The one place its number is written. */
export const helplineSchema = ({ fillIns }: Pick<SchemaTools, 'fillIns'>) => {
  const { text } = textSchemas(fillIns);
  return z.strictObject({
    id: text,
    position: listPosition,
    name: text,
    area: text.optional(),
    number: z
      .string()
      .regex(/^\d[\d ]*\d$/, 'is not a phone number. Use digits and spaces only, e.g. "116 123".')
      .meta({ title: 'Phone number', description: 'As callers dial it, digits and spaces, e.g. 116 123.' }),
    detail: text,
  });
};

export const helplineList = ({ reference }: Pick<SchemaTools, 'reference'>) =>
  z.array(reference('helplines')).optional();
