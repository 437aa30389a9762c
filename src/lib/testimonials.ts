import type { CollectionEntry } from 'astro:content';

type TestimonialEntry = CollectionEntry<'testimonials'>['data'];

/**
 * What a testimonial card shows. The carousel island's props are written into the page, so it is
 * given these fields only (not the list position).
 */
export type Testimonial = Pick<TestimonialEntry, 'id' | 'title' | 'content' | 'author' | 'age' | 'parentOf' | 'sample'>;

export const cardFields = ({ id, title, content, author, age, parentOf, sample }: TestimonialEntry): Testimonial => ({
  id,
  title,
  content,
  author,
  age,
  parentOf,
  sample,
});

/** The home page pages through its quotes when it has several; one shows as its card, none as no section. */
export const hasCarousel = (quotes: readonly Testimonial[]) => quotes.length > 1;
