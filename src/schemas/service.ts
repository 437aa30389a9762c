import { z } from 'astro/zod';
import { feedbackSchema } from './feedback.ts';
import { helplineList } from './helpline.ts';
import { iconName } from './icon.ts';
import { listPosition, metaDescription, text, titleText } from './text.ts';
import type { SchemaTools } from './tools.ts';

/** A service detail page (/services/<file name>). */
export const serviceSchema = ({ reference }: Pick<SchemaTools, 'reference'>) =>
  z.strictObject({
    title: titleText,
    subtitle: text,
    description: metaDescription,
    icon: iconName,
    /** Position in the services tab strip, 1 first. */
    order: z.number().int().positive(),
    feedback: feedbackSchema,
    clinic: reference('clinics').optional(),
    helplines: helplineList({ reference }),
  });

/** A card of the services overview; `id` is also its #anchor (/services#sleep). */
export const serviceCardSchema = ({ reference }: Pick<SchemaTools, 'reference'>) =>
  z.strictObject({
    id: z.string().regex(/^[a-z][a-z-]*$/, 'is not a simple name: use lower-case letters and hyphens, e.g. sleep.'),
    position: listPosition,
    icon: iconName,
    title: text,
    shortDescription: text,
    service: reference('services'),
  });

/** A card of the home page's services grid. */
export const homeServiceCardSchema = ({ reference }: Pick<SchemaTools, 'reference'>) =>
  z.strictObject({
    id: text,
    position: listPosition,
    icon: iconName,
    title: text,
    description: text,
    service: reference('services'),
  });
