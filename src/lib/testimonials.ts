import type { CollectionEntry } from 'astro:content';

type TestimonialEntry = CollectionEntry<'testimonials'>['data'];

/**
 * What a testimonial card shows. The carousel island's props are written into the home page's
 * first flight, so it is given these fields only (not the entry's id nor its list position: the
 * list never reorders, so a card's place is its React key).
 */
export type Testimonial = Pick<TestimonialEntry, 'title' | 'content' | 'author' | 'age' | 'parentOf' | 'sample'>;

export const cardFields = ({ title, content, author, age, parentOf, sample }: TestimonialEntry): Testimonial => ({
  title,
  content,
  author,
  age,
  parentOf,
  sample,
});

/** The home page pages through its quotes when it has several; one shows as its card, none as no section. */
export const hasCarousel = (quotes: readonly Testimonial[]) => quotes.length > 1;
