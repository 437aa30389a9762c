import { defineCollection, reference, type SchemaContext } from 'astro:content';
import { file, glob } from 'astro/loaders';
import type { z } from 'astro/zod';
import { parse } from 'yaml';
import { CONTENT_DIR, contentSources, type ContentSource } from './schemas/collections';
import type { SchemaTools } from './schemas/tools';

const loader = (source: ContentSource) =>
  'folder' in source
    ? glob({ pattern: '*.md', base: `./${CONTENT_DIR}/${source.folder}` })
    : // Each item gets its `position` in the file, so the file's order is the display order.
      file(`./${CONTENT_DIR}/${source.list}`, {
        parser: (text) =>
          (parse(text) as Record<string, unknown>[]).map((item, index) => ({ ...item, position: index + 1 })),
      });

const collection = <S extends z.ZodType>(entry: { source: ContentSource; schema: (tools: SchemaTools) => S }) =>
  defineCollection({
    loader: loader(entry.source),
    schema: ({ image }: SchemaContext) => entry.schema({ image, reference }),
  });

export const collections = {
  blog: collection(contentSources.blog),
  services: collection(contentSources.services),
  clinics: collection(contentSources.clinics),
  pages: collection(contentSources.pages),
  testimonials: collection(contentSources.testimonials),
  faq: collection(contentSources.faq),
  process: collection(contentSources.process),
  helplines: collection(contentSources.helplines),
};
