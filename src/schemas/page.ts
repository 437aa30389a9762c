import { z } from 'astro/zod';
import { helplineList } from './helpline.ts';
import { isoDate, metaDescription, text, titleText } from './text.ts';
import type { SchemaTools } from './tools.ts';

const section = z.strictObject({
  heading: text,
  eyebrow: text.optional(),
  text: text.optional(),
});

export type PageSection = z.output<typeof section>;

/**
 * Each page file (src/content/pages/<id>.md) and the sections its page shell shows: a missing or
 * unknown section fails the content check, naming the file and line. A page without sections has no field for them.
 */
const PAGE_SECTIONS = {
  about: { credentials: section },
  blog: {},
  booking: { enquire: section, urgent: section },
  clinics: { cta: section },
  contact: { details: section, hours: section, map: section, urgent: section },
  faq: { cta: section },
  home: {
    hero: section,
    about: section,
    services: section,
    clinics: section,
    testimonials: section,
    sampleTestimonials: section,
    approach: section,
    online: section,
    process: section,
    faq: section,
    cta: section,
  },
  'not-found': {},
  'online-therapy': { cta: section },
  privacy: {},
  services: { approach: section, cards: section, cta: section },
  terms: {},
} satisfies Record<string, Record<string, typeof section>>;

type Sections = typeof PAGE_SECTIONS;
export type PageId = keyof Sections;
export const PAGE_IDS = Object.keys(PAGE_SECTIONS) as PageId[];
const isPageId = (id: string): id is PageId => Object.hasOwn(PAGE_SECTIONS, id);

/** "sampleTestimonials" as "Sample testimonials". */
const sectionName = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

/** Copy of a page: its <title>, meta description, <h1>, lead, optional picture and its own sections. */
export function pageSchema({ image, reference }: SchemaTools, id: PageId) {
  const own = Object.entries(PAGE_SECTIONS[id] as Record<string, typeof section>).map(
    // "Testimonials section": the copy around the testimonials, not the testimonials themselves.
    ([key, schema]) => [key, schema.meta({ title: `${sectionName(key)} section` })] as const,
  );
  const sections: { sections?: z.ZodType } =
    own.length > 0 ? { sections: z.strictObject(Object.fromEntries(own)) } : {};
  return z
    .strictObject({
      title: titleText,
      description: metaDescription,
      heading: text,
      lead: text.optional(),
      updated: isoDate.optional(),
      image: image().optional(),
      imageAlt: text.optional().meta({
        title: 'Picture description (alt text)',
        description: 'Required with a picture: what it shows, for people who cannot see it.',
      }),
      helplines: helplineList({ reference }),
      ...sections,
    })
    .refine((page) => !page.image || page.imageAlt, {
      message: 'missing. A picture needs imageAlt: a short description for people who cannot see it.',
      path: ['imageAlt'],
    });
}

type SectionsOf<Id extends PageId> = keyof Sections[Id] extends never
  ? unknown
  : { sections: z.output<z.ZodObject<Sections[Id]>> };

/** A page's data, with the sections of that page. */
export type PageData<Id extends PageId> = Omit<z.output<ReturnType<typeof pageSchema>>, 'sections'> & SectionsOf<Id>;

/** A file in the pages folder that no page shows: told, rather than silently left unused. */
const unknownPage = z.unknown().refine(() => false, {
  message: `is not one of the site’s pages, so nothing shows it. Name the file after one of them (${PAGE_IDS.map((id) => `${id}.md`).join(', ')}) or delete it.`,
});

/** The schema of the page file with this id. */
export const pageFileSchema = (tools: SchemaTools, id: string) => (isPageId(id) ? pageSchema(tools, id) : unknownPage);
