/** One table for Astro (src/content.config.ts) and the content check, so the two can never disagree. */
import { blogSchema } from './blog.ts';
import { clinicSchema } from './clinic.ts';
import { faqSchema } from './faq.ts';
import { helplineSchema } from './helpline.ts';
import { testimonialSchema } from './feedback.ts';
import { pageFileSchema } from './page.ts';
import { processStepSchema } from './process.ts';
import { serviceSchema } from './service.ts';

export const CONTENT_DIR = 'src/content';

/** A YAML list: one entry an item, each with an id. */
export type ContentSource = { folder: string } | { list: string };

export const contentSources = {
  blog: { source: { folder: 'blog' }, schema: blogSchema },
  services: { source: { folder: 'services' }, schema: serviceSchema },
  clinics: { source: { folder: 'clinics' }, schema: clinicSchema },
  pages: { source: { folder: 'pages' }, schema: pageFileSchema },
  testimonials: { source: { list: 'testimonials.yaml' }, schema: testimonialSchema },
  faq: { source: { list: 'faq.yaml' }, schema: faqSchema },
  process: { source: { list: 'process.yaml' }, schema: processStepSchema },
  helplines: { source: { list: 'helplines.yaml' }, schema: helplineSchema },
} as const;

export type CollectionName = keyof typeof contentSources;
