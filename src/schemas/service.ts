import { z } from 'astro/zod';
import { draft } from './draft.ts';
import { feedbackSchema } from './feedback.ts';
import { helplineList } from './helpline.ts';
import { iconName } from './icon.ts';
import { textSchemas } from './text.ts';
import type { SchemaTools } from './tools.ts';

/** A card's #address on /services (/services#sleep). */
export const cardAnchor = z
  .string()
  .regex(/^[a-z][a-z-]*$/, 'is not a simple name: use lower-case letters and hyphens, e.g. sleep.');

/**
 * A service detail page (/services/<file name>), and everything else the site says about the
 * service: its home page card, its cards on /services and its footer link, each with its own
 * wording (the specification names the same service differently in each place).
 */
export const serviceSchema = ({ reference, fillIns }: Pick<SchemaTools, 'reference' | 'fillIns'>) => {
  const { text, titleText, metaDescription } = textSchemas(fillIns);
  /** The service's card on the home page; it shows the service's icon. */
  const homeCardSchema = z.strictObject({ title: text, description: text });
  /** A card of the services overview; its anchor is its #address (/services#sleep), one per card across the services. */
  const servicesCardSchema = z.strictObject({
    anchor: cardAnchor.meta({
      description:
        'The card’s own address on the Services page, e.g. sleep for /services#sleep. Each card needs its own.',
    }),
    icon: iconName,
    title: text,
    shortDescription: text,
  });
  /** The service's link in the footer's services column. */
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
    /** A client's words about this service; none (no quote yet) leaves the page without the section. */
    feedback: feedbackSchema({ fillIns }).optional().meta({
      title: 'Client feedback',
      description: 'Optional: remove it while you have no real client’s words for this service.',
    }),
    clinic: reference('clinics').optional(),
    helplines: helplineList({ reference }),
    draft,
  });
};
