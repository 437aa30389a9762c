import { defineCollection, reference, type SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { contentSources, type ContentSource } from '#/schemas/collections.ts';
import { entriesLoader } from '#/lib/entries-loader.ts';
import { pageSchema } from '#/schemas/page.ts';
import { pageIds } from '#/schemas/page-files.ts';
import type { SchemaTools } from '#/schemas/tools.ts';

const collection = <S extends z.ZodType>(entry: { source: ContentSource; schema: (tools: SchemaTools) => S }) =>
  defineCollection({
    loader: entriesLoader(entry.source),
    schema: ({ image }: SchemaContext) => entry.schema({ image, reference, fillIns: settingsFillIns(), pages: [] }),
  });

/**
 * Astro hands a schema only the data, so each page's data gets its file's id as `page`, which
 * chooses that page's own schema (and sections).
 */
const pages = defineCollection({
  loader: entriesLoader(contentSources.pages.source, (entry) => ({
    ...(entry.data as Record<string, unknown>),
    page: entry.id,
  })),
  schema: ({ image }: SchemaContext) => {
    const [first, ...rest] = pageIds().map((id) =>
      pageSchema({ image, reference, fillIns: settingsFillIns(), pages: [] }, id).safeExtend({ page: z.literal(id) }),
    );
    if (!first) throw new Error('No pages are defined in src/schemas/page.ts.');
    return z.discriminatedUnion('page', [first, ...rest]);
  },
});

export const collections = {
  blog: collection(contentSources.blog),
  services: collection(contentSources.services),
  clinics: collection(contentSources.clinics),
  pages,
  testimonials: collection(contentSources.testimonials),
  faq: collection(contentSources.faq),
  process: collection(contentSources.process),
  helplines: collection(contentSources.helplines),
};
