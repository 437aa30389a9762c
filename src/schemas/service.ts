import { z } from 'astro/zod';
import { feedbackSchema } from './feedback.ts';
import { helplineList } from './helpline.ts';
import { iconName } from './icon.ts';
import { metaDescription, text, titleText } from './text.ts';
import type { SchemaTools } from './tools.ts';

/** A place in a list shown on the site, 1 first. */
const order = z.number().int().positive();

/** The service's card on the home page; it shows the service's icon. */
const homeCardSchema = z.strictObject({ order, title: text, description: text });

/** A card of the services overview; its anchor is its #address (/services#sleep), one per card across the services. */
const servicesCardSchema = z.strictObject({
  anchor: z.string().regex(/^[a-z][a-z-]*$/, 'is not a simple name: use lower-case letters and hyphens, e.g. sleep.'),
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
    homeCard: homeCardSchema.optional(),
    servicesCards: z.array(servicesCardSchema).optional(),
    footerLink: footerLinkSchema.optional(),
    /** A client's words about this service; none (no quote yet) leaves the page without the section. */
    feedback: feedbackSchema.optional(),
    clinic: reference('clinics').optional(),
    helplines: helplineList({ reference }),
  });
