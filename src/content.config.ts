import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { load } from 'js-yaml';
import { blogSchema } from './schemas/blog';
import { clinicSchema } from './schemas/clinic';
import { faqSchema } from './schemas/faq';
import { testimonialSchema } from './schemas/feedback';
import { pageSchema } from './schemas/page';
import { processStepSchema } from './schemas/process';
import { homeServiceCardSchema, serviceCardSchema, serviceSchema } from './schemas/service';

const markdown = (folder: string) => glob({ pattern: '*.md', base: `./src/content/${folder}` });
/** A YAML list; each item gets its `position` in the file, so the file's order is the display order. */
const list = (name: string) =>
  file(`./src/content/${name}.yaml`, {
    parser: (text) =>
      (load(text) as Record<string, unknown>[]).map((item, index) => ({ ...item, position: index + 1 })),
  });

export const collections = {
  blog: defineCollection({ loader: markdown('blog'), schema: blogSchema }),
  services: defineCollection({ loader: markdown('services'), schema: serviceSchema }),
  clinics: defineCollection({ loader: markdown('clinics'), schema: clinicSchema }),
  pages: defineCollection({ loader: markdown('pages'), schema: pageSchema }),
  testimonials: defineCollection({ loader: list('testimonials'), schema: testimonialSchema }),
  faq: defineCollection({ loader: list('faq'), schema: faqSchema }),
  process: defineCollection({ loader: list('process'), schema: processStepSchema }),
  serviceCards: defineCollection({ loader: list('service-cards'), schema: serviceCardSchema }),
  homeServiceCards: defineCollection({ loader: list('home-service-cards'), schema: homeServiceCardSchema }),
};
