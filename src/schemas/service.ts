import { reference } from 'astro:content';
import { z } from 'astro/zod';
import { feedbackSchema } from './feedback';
import { iconName } from './icon';
import { listPosition, metaDescription, text, titleText } from './text';

/** A service detail page (/services/<file name>). */
export const serviceSchema = z.strictObject({
  title: titleText,
  subtitle: text,
  description: metaDescription,
  icon: iconName,
  /** Position in the services tab strip, 1 first. */
  order: z.number().int().positive(),
  feedback: feedbackSchema,
  clinic: reference('clinics').optional(),
});

/** A card of the services overview; `id` is also its #anchor (/services#sleep). */
export const serviceCardSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z-]*$/, 'lower-case letters and hyphens, e.g. sleep'),
  position: listPosition,
  icon: iconName,
  title: text,
  shortDescription: text,
  service: reference('services'),
});

/** A card of the home page's services grid. */
export const homeServiceCardSchema = z.strictObject({
  id: text,
  position: listPosition,
  icon: iconName,
  title: text,
  description: text,
  service: reference('services'),
});
