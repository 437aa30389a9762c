import { z } from 'astro/zod';
import { iconName } from '#/schemas/icon.ts';
import { listPosition, textSchemas } from '#/schemas/text.ts';
import type { SchemaTools } from '#/schemas/tools.ts';

export const processStepSchema = ({ fillIns }: Pick<SchemaTools, 'fillIns'>) => {
  const { text } = textSchemas(fillIns);
  return z.strictObject({
    id: text,
    position: listPosition,
    number: z.number().int().positive().meta({ title: 'Step number' }),
    title: text,
    description: text,
    icon: iconName,
  });
};
