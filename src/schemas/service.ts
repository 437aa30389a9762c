import { z } from 'astro/zod';
import { draft, forAges } from '#/schemas/draft.ts';
import { helplineList } from '#/schemas/helpline.ts';
import { iconName } from '#/schemas/icon.ts';
import { textSchemas } from '#/schemas/text.ts';
import type { SchemaTools } from '#/schemas/tools.ts';

export const cardAnchor = z
  .string()
  .regex(/^[a-z][a-z-]*$/, 'is not a simple name: use lower-case letters and hyphens, e.g. sleep.');

/** The specification names the same service differently on each page, card and link. */
export const serviceSchema = ({ reference, fillIns }: Pick<SchemaTools, 'reference' | 'fillIns'>) => {
  const { text, titleText, metaDescription } = textSchemas(fillIns);
  const homeCardSchema = z.strictObject({ title: text, description: text });
  /** One anchor per card across the services. */
  const servicesCardSchema = z.strictObject({
    anchor: cardAnchor.meta({
      description:
        'The card’s own address on the Services page, e.g. sleep for /services#sleep. Each card needs its own.',
    }),
    icon: iconName,
    title: text,
    shortDescription: text,
    opensAt: text.optional().meta({
      title: 'Opens at (a heading of its page)',
      description:
        'Optional: a heading of this service’s text, copied exactly, for a card about one part of it, e.g. “Performance: exams, sport, speaking and presentations”. Empty: the card opens the top of the page.',
    }),
  });
  const footerLinkSchema = z.strictObject({ label: text });
  return z.strictObject({
    title: titleText,
    subtitle: text,
    description: metaDescription,
    icon: iconName,
    homeCard: homeCardSchema
      .optional()
      .meta({ title: 'Card on the home page', description: 'Leave empty for no card.' }),
    servicesCards: z.array(servicesCardSchema).optional().meta({ title: 'Cards on the Services page' }),
    footerLink: footerLinkSchema
      .optional()
      .meta({ title: 'Link in the footer', description: 'Leave empty for no link.' }),
    clinic: reference('clinics').optional(),
    helplines: helplineList({ reference }),
    draft,
    forAges,
  });
};
