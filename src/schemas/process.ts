import { z } from 'astro/zod';
import { iconName } from './icon';
import { text } from './text';

export const processStepSchema = z.strictObject({
  id: text,
  number: z.number().int().positive(),
  title: text,
  description: text,
  icon: iconName,
});
