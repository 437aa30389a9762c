import TestimonialCard from '#/components/home/TestimonialCard.tsx';
import { pageOf, type SiteContent } from '#/lib/site-content.ts';
import { cardFields, type Testimonial } from '#/lib/testimonials.ts';

/** A row after her story: the first few in her order. */
const AFTER_HER_STORY = 3;

/** Her clients' words under the home page's heading for them (its samples' heading while any is a sample). */
export const clientWordsProps = (content: SiteContent) => {
  const quotes = content.testimonials.slice(0, AFTER_HER_STORY).map(cardFields);
  const sections = pageOf(content, 'home').sections;
  const copy = quotes.every((quote) => !quote.sample) ? sections?.['testimonials'] : sections?.['sampleTestimonials'];
  return { heading: copy?.heading ?? '', quotes };
};

interface Props {
  heading: string;
  quotes: Testimonial[];
}

/** After her story, side by side from 768 px. */
export default function ClientWords({ heading, quotes }: Props) {
  return (
    <section aria-labelledby="client-words-heading">
      <h2 id="client-words-heading" className="text-3xl text-ink">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {quotes.map((quote) => (
          <li key={`${quote.author}-${quote.title}`}>
            <TestimonialCard testimonial={quote} />
          </li>
        ))}
      </ul>
    </section>
  );
}
