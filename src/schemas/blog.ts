import { z } from 'astro/zod';
import { forAges } from '#/schemas/draft.ts';
import { helplineList } from '#/schemas/helpline.ts';
import { isoDate, textSchemas } from '#/schemas/text.ts';
import type { SchemaTools } from '#/schemas/tools.ts';

export const blogSchema = ({ image, reference, fillIns }: SchemaTools) => {
  const { text, titleText, metaDescription } = textSchemas(fillIns);
  return z
    .strictObject({
      title: titleText,
      subtitle: text,
      excerpt: metaDescription,
      date: isoDate.meta({
        description: 'The day it goes live. A date in the future schedules it: the site shows it from that day.',
      }),
      draft: z.boolean().default(false).meta({
        title: 'Draft (not on the website)',
        description: 'Tick to keep this post off the website while you work on it; untick it to publish.',
      }),
      forAges,
      author: text.optional(),
      cover: image().optional(),
      coverAlt: text.optional().meta({
        title: 'Cover description (alt text)',
        description: 'Required with a cover picture: what it shows, for people who cannot see it.',
      }),
      clinic: reference('clinics').optional(),
      helplines: helplineList({ reference }),
    })
    .refine((post) => !post.cover || post.coverAlt, {
      message: 'needed with a cover picture. Say what it shows, for people who cannot see it.',
      path: ['coverAlt'],
    });
};
