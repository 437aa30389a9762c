import { z } from 'astro/zod';
import { pagePath } from '#/config/paths.ts';
import { helplineList } from './helpline.ts';
import { cardAnchor } from './service.ts';
import { isoDate, textSchemas } from './text.ts';
import type { SchemaTools } from './tools.ts';

type Text = ReturnType<typeof textSchemas>['text'];

const sectionSchema = (text: Text) =>
  z.strictObject({
    heading: text,
    eyebrow: text.optional(),
    text: text.optional(),
  });

export type PageSection = z.output<ReturnType<typeof sectionSchema>>;

/**
 * A page is two files: its copy, src/content/pages/<id>.md, and its route shell in src/pages/
 * (the same name, but index.astro for the home page and 404.astro for the not-found page; a
 * page in several pages, as the blog index, has its shell in its folder: blog/[...page].astro).
 * Which pages have one is read from the disk (page-files.ts) and given in SchemaTools.pages.
 */
export const routeShells = (id: string) => {
  const path = pagePath(id) === '/' ? '/index' : pagePath(id);
  return [`src/pages${path}.astro`, `src/pages${path}/[...page].astro`];
};

/**
 * The sections a page shell shows, for the pages that have any: a missing or unknown section
 * fails the content check, naming the file and line. A page without sections has no line here.
 */
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
  // Shown only while the settings name an enquiry counter (goatCounter).
  privacy: ['counting'],
  services: ['approach', 'cards', 'cta'],
} as const satisfies Record<string, readonly string[]>;

type Sections = typeof PAGE_SECTIONS;

/** "sampleTestimonials" as "Sample testimonials". */
const sectionName = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

/**
 * The lists that have an order of their own, each written once, as names in the copy of the
 * page that shows it: the home page's service cards, the /services tab strip (also on each
 * service's page), its cards (by anchor) and the footer's service links, and the clinics. An
 * item a list does not name comes last (src/lib/named-order.ts).
 */
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
const hasSections = (id: string): id is keyof Sections => Object.hasOwn(PAGE_SECTIONS, id);

/** Copy of a page: its <title>, meta description, <h1>, lead, optional picture, links and its own sections. */
export function pageSchema({ image, reference, fillIns }: SchemaTools, id: string) {
  const { text, titleText, metaDescription } = textSchemas(fillIns);
  const section = sectionSchema(text);
  const sectionNames: readonly string[] = hasSections(id) ? PAGE_SECTIONS[id] : [];
  const own = Object.fromEntries(
    // "Testimonials section": the copy around the testimonials, not the testimonials themselves.
    sectionNames.map((key) => [key, section.meta({ title: `${sectionName(key)} section` })]),
  );
  /** Where a page is linked, with the words of each link: the header, the footer's quick links or its legal links. */
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

/** A page's data, with the sections and lists of that page. */
export type PageData<Id extends string> = Omit<z.output<ReturnType<typeof pageSchema>>, 'sections'> &
  SectionsOf<Id> &
  ListsOf<Id>;

/** A file in the pages folder that no page shows: told, rather than silently left unused. */
const unknownPage = (id: string, pages: readonly string[]) =>
  z.unknown().refine(() => false, {
    message: `has no route shell (${routeShells(id)[0]}), so nothing shows it. Name the file after one of the site’s pages (${pages
      .map((page) => `${page}.md`)
      .join(', ')}), add its route shell, or delete it.`,
  });

/** The schema of the page file with this id. */
export const pageFileSchema = (tools: SchemaTools, id: string) =>
  tools.pages.includes(id) ? pageSchema(tools, id) : unknownPage(id, tools.pages);
