import type { CollectionEntry } from 'astro:content';

type TestimonialEntry = CollectionEntry<'testimonials'>['data'];

/**
 * What a testimonial card shows. The carousel island's props are written into the page, so it is
 * given these fields only (not the list position or the sample flag).
 */
export type Testimonial = Pick<TestimonialEntry, 'id' | 'title' | 'stars' | 'content' | 'author' | 'age' | 'parentOf'>;

export const cardFields = ({ id, title, stars, content, author, age, parentOf }: TestimonialEntry): Testimonial => ({
  id,
  title,
  stars,
  content,
  author,
  age,
  parentOf,
});
