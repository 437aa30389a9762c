/** One table for Astro (src/content.config.ts) and the content check, so the two can never disagree. */
import { blogSchema } from '#/schemas/blog.ts';
import { clinicSchema } from '#/schemas/clinic.ts';
import { faqSchema } from '#/schemas/faq.ts';
import { helplineSchema } from '#/schemas/helpline.ts';
import { testimonialSchema } from '#/schemas/testimonial.ts';
import { pageFileSchema } from '#/schemas/page.ts';
import { processStepSchema } from '#/schemas/process.ts';
import { serviceSchema } from '#/schemas/service.ts';

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
