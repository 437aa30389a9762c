import type { CollectionEntry } from 'astro:content';
import { namesOf } from '#/lib/site-content.ts';

type TestimonialEntry = CollectionEntry<'testimonials'>['data'];

/** The island's props are in the home page's first flight: no id nor position (the list never reorders). */
export type Testimonial = Pick<TestimonialEntry, 'title' | 'content' | 'author' | 'age' | 'parentOf' | 'sample'>;

export const cardFields = ({ title, content, author, age, parentOf, sample }: TestimonialEntry): Testimonial => ({
  title,
  content,
  author,
  age,
  parentOf,
  sample,
});

/** Those not kept off it (the editor's preview may not have the field's default yet), in the list's order. */
export const homeQuotes = (quotes: readonly TestimonialEntry[]) =>
  quotes.filter((quote) => quote.home !== false).map(cardFields);

/** The first quote about a service (the build holds a reference, the editor's preview a file name). */
export const topicQuote = (quotes: readonly TestimonialEntry[], service: string) =>
  quotes.find((quote) => quote.topic !== undefined && namesOf([quote.topic])[0] === service);

/** One shows as its card, none as no section. */
export const hasCarousel = (quotes: readonly Testimonial[]) => quotes.length > 1;
