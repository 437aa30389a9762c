import { z } from 'astro/zod';
import { pagePath } from '#/config/paths.ts';
import { helplineList } from '#/schemas/helpline.ts';
import { cardAnchor } from '#/schemas/service.ts';
import { isoDate, textSchemas } from '#/schemas/text.ts';
import type { SchemaTools } from '#/schemas/tools.ts';

type Texts = ReturnType<typeof textSchemas>;

/** A section whose heading her answers rule out ("Online sessions", online only) is '': its page leaves it out. */
const sectionSchema = ({ text, droppableText }: Texts) =>
  z.strictObject({
    heading: droppableText,
    eyebrow: text.optional(),
    text: droppableText.optional(),
  });

export type PageSection = z.output<ReturnType<typeof sectionSchema>>;

/** index.astro for the home page, 404.astro for not-found; a paged page's shell is in its folder (blog/[...page].astro). */
export const routeShells = (id: string) => {
  const path = pagePath(id) === '/' ? '/index' : pagePath(id);
  return [`src/pages${path}.astro`, `src/pages${path}/[...page].astro`];
};

/** A missing or unknown section fails the content check, naming the file and line. */
const PAGE_SECTIONS = {
  about: ['credentials'],
  booking: ['enquire', 'urgent'],
  clinics: ['cta'],
  contact: ['details', 'hours', 'map', 'urgent'],
  faq: ['cta'],
  home: [
    'hero',
    'about',
    'services',
    'clinics',
    'testimonials',
    'sampleTestimonials',
    'approach',
    'online',
    'process',
    'faq',
    'cta',
  ],
  'online-therapy': ['cta'],
  privacy: ['counting'],
  services: ['approach', 'cards', 'cta'],
} as const satisfies Record<string, readonly string[]>;

type Sections = typeof PAGE_SECTIONS;

/** "sampleTestimonials" as "Sample testimonials". */
const sectionName = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

/** Each list's order written once, in the copy of the page that shows it; an unnamed item comes last. */
const pageLists = ({ reference }: Pick<SchemaTools, 'reference'>) => {
  const service = reference('services');
  return {
    home: { serviceCards: z.array(service).meta({ title: 'Service cards, in order' }) },
    services: {
      services: z.array(service).meta({ title: 'Services tabs, in order' }),
      cards: z.array(cardAnchor.meta({ title: 'Card (its address)' })).meta({ title: 'Service cards, in order' }),
      footerLinks: z.array(service).meta({ title: 'Footer links, in order' }),
    },
    clinics: { clinics: z.array(reference('clinics')).meta({ title: 'Clinics, in order' }) },
  };
};
type Lists = ReturnType<typeof pageLists>;

export function pageSchema({ image, reference, fillIns }: SchemaTools, id: string) {
  const texts = textSchemas(fillIns);
  const { text, titleText, metaDescription } = texts;
  const section = sectionSchema(texts);
  const sectionNames: readonly string[] = Object.hasOwn(PAGE_SECTIONS, id) ? PAGE_SECTIONS[id as keyof Sections] : [];
  const own = Object.fromEntries(
    // "Testimonials section": the copy around the testimonials, not the testimonials themselves.
    sectionNames.map((key) => [key, section.meta({ title: `${sectionName(key)} section` })]),
  );
  /** The header, the footer's quick links or its legal links, with the words of each link. */
  const navigation = z
    .strictObject({ header: text.optional(), footer: text.optional(), legal: text.optional() })
    .optional();
  const lists = pageLists({ reference });
  const ownLists = Object.hasOwn(lists, id) ? lists[id as keyof Lists] : {};
  const sections: { sections?: z.ZodType } = Object.keys(own).length > 0 ? { sections: z.strictObject(own) } : {};
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
      navigation,
      ...ownLists,
      ...sections,
    })
    .refine((page) => !page.image || page.imageAlt, {
      message: 'missing. A picture needs imageAlt: a short description for people who cannot see it.',
      path: ['imageAlt'],
    });
}

type SectionsOf<Id extends string> = Id extends keyof Sections
  ? { sections: Record<Sections[Id][number], PageSection> }
  : unknown;

type ListsOf<Id extends string> = Id extends keyof Lists
  ? { [List in keyof Lists[Id]]: z.output<Lists[Id][List]> }
  : unknown;

export type PageData<Id extends string> = Omit<z.output<ReturnType<typeof pageSchema>>, 'sections'> &
  SectionsOf<Id> &
  ListsOf<Id>;

/** Told, rather than silently left unused. */
const unknownPage = (id: string, pages: readonly string[]) =>
  z.unknown().refine(() => false, {
    message: `has no route shell (${routeShells(id)[0]}), so nothing shows it. Name the file after one of the site’s pages (${pages
      .map((page) => `${page}.md`)
      .join(', ')}), add its route shell, or delete it.`,
  });

export const pageFileSchema = (tools: SchemaTools, id: string) =>
  tools.pages.includes(id) ? pageSchema(tools, id) : unknownPage(id, tools.pages);
