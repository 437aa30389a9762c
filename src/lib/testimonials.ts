import type { CollectionEntry } from 'astro:content';

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

/** One shows as its card, none as no section. */
export const hasCarousel = (quotes: readonly Testimonial[]) => quotes.length > 1;
