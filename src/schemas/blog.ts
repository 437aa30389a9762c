import { reference } from 'astro:content';
import { z } from 'astro/zod';
import type { ImageFunction } from 'astro:content';
import { metaDescription, text, titleText } from './text';

export const blogSchema = ({ image }: { image: ImageFunction }) =>
  z
    .strictObject({
      title: titleText,
      subtitle: text,
      excerpt: metaDescription,
      /** Shown as "No date" when not a real YYYY-MM-DD date (the error is logged, naming the post). */
      date: z
        .union([z.string(), z.date()])
        .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
      author: text.optional(),
      cover: image().optional(),
      coverAlt: text.optional(),
      clinic: reference('clinics').optional(),
    })
    .refine((post) => !post.cover || post.coverAlt, {
      message: 'a cover image needs coverAlt, a short description for people who cannot see it',
      path: ['coverAlt'],
    });
