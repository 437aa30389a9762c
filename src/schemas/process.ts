import { z } from 'astro/zod';
import { iconName } from './icon.ts';
import { listPosition, text } from './text.ts';

export const processStepSchema = z.strictObject({
  id: text,
  position: listPosition,
  number: z.number().int().positive().meta({ title: 'Step number' }),
  title: text,
  description: text,
  icon: iconName,
});
