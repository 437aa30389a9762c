import { z } from 'astro/zod';
import { feedbackSchema } from './feedback.ts';
import { helplineList } from './helpline.ts';
import { iconName } from './icon.ts';
import { metaDescription, text, titleText } from './text.ts';
import type { SchemaTools } from './tools.ts';

/** A place in a list shown on the site, 1 first. */
const order = z.number().int().positive().meta({ title: 'Position (1 first)' });

/** The service's card on the home page; it shows the service's icon. */
const homeCardSchema = z.strictObject({ order, title: text, description: text });

/** A card of the services overview; its anchor is its #address (/services#sleep), one per card across the services. */
const servicesCardSchema = z.strictObject({
  anchor: z
    .string()
    .regex(/^[a-z][a-z-]*$/, 'is not a simple name: use lower-case letters and hyphens, e.g. sleep.')
    .meta({
      description:
        'The card’s own address on the Services page, e.g. sleep for /services#sleep. Each card needs its own.',
    }),
  order,
  icon: iconName,
  title: text,
  shortDescription: text,
});

/** The service's link in the footer's services column. */
const footerLinkSchema = z.strictObject({ order, label: text });

/**
 * A service detail page (/services/<file name>), and everything else the site says about the
 * service: its home page card, its cards on /services and its footer link, each with its own
 * wording (the specification names the same service differently in each place).
 */
export const serviceSchema = ({ reference }: Pick<SchemaTools, 'reference'>) =>
  z.strictObject({
    title: titleText,
    subtitle: text,
    description: metaDescription,
    icon: iconName,
    /** Position in the services tab strip, 1 first. */
    order,
    homeCard: homeCardSchema.optional().meta({
      title: 'Card on the home page',
      description: 'Leave empty for no card. Position: its place among the home page’s cards, 1 first.',
    }),
    servicesCards: z.array(servicesCardSchema).optional().meta({
      title: 'Cards on the Services page',
      description: 'Position: a card’s place among the cards of all services, 1 first.',
    }),
    footerLink: footerLinkSchema.optional().meta({
      title: 'Link in the footer',
      description: 'Leave empty for no link. Position: its place in the footer’s services column, 1 first.',
    }),
    /** A client's words about this service; none (no quote yet) leaves the page without the section. */
    feedback: feedbackSchema.optional().meta({
      title: 'Client feedback',
      description: 'Optional: remove it while you have no real client’s words for this service.',
    }),
    clinic: reference('clinics').optional(),
    helplines: helplineList({ reference }),
  });
