import { defineCollection, reference, type SchemaContext } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { settingsFillIns } from '#/config/fill-ins/site.ts';
import { CONTENT_DIR, contentSources, type ContentSource } from '#/schemas/collections.ts';
import { pageSchema } from '#/schemas/page.ts';
import { pageIds } from '#/schemas/page-files.ts';
import type { SchemaTools } from '#/schemas/tools.ts';

const loader = (source: ContentSource) =>
  'folder' in source
    ? glob({ pattern: '*.md', base: `./${CONTENT_DIR}/${source.folder}` })
    : // Each item gets its `position` in the file, so the file's order is the display order.
      file(`./${CONTENT_DIR}/${source.list}`, {
        parser: (text) =>
          // A file with its notes only (every item deleted) is an empty list.
          ((parse(text) ?? []) as Record<string, unknown>[]).map((item, index) => ({ ...item, position: index + 1 })),
      });

const collection = <S extends z.ZodType>(entry: { source: ContentSource; schema: (tools: SchemaTools) => S }) =>
  defineCollection({
    loader: loader(entry.source),
    schema: ({ image }: SchemaContext) => entry.schema({ image, reference, fillIns: settingsFillIns(), pages: [] }),
  });

/**
 * Astro hands a schema only the data, so each page's data gets its file's id as `page`, which
 * chooses that page's own schema (and sections).
 */
function pagesLoader(): Loader {
  const files = loader(contentSources.pages.source);
  return {
    ...files,
    load: (context) =>
      files.load({
        ...context,
        parseData: (entry) => context.parseData({ ...entry, data: { ...entry.data, page: entry.id } }),
      }),
  };
}

const pages = defineCollection({
  loader: pagesLoader(),
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
