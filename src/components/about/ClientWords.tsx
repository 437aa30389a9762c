import TestimonialCard from '#/components/home/TestimonialCard.tsx';
import { pageOf, type SiteContent } from '#/lib/site-content.ts';
import { cardFields, type Testimonial } from '#/lib/testimonials.ts';

/** Her clients' words under the home page's heading for them (its samples' heading while any is a sample). */
export const clientWordsProps = (content: SiteContent) => {
  const quotes = content.testimonials.map(cardFields);
  const sections = pageOf(content, 'home').sections;
  const copy = quotes.every((quote) => !quote.sample) ? sections?.['testimonials'] : sections?.['sampleTestimonials'];
  return { heading: copy?.heading ?? '', quotes };
};

interface Props {
  heading: string;
  quotes: Testimonial[];
}

/** Beside her story from 1024 px; on a phone the first of them before it, as a pull quote. */
export default function ClientWords({ heading, quotes }: Props) {
  return (
    <section aria-labelledby="client-words-heading">
      <h2 id="client-words-heading" className="text-2xl text-ink">
        {heading}
      </h2>
      <ul className="mt-5 space-y-5">
        {quotes.map((quote, index) => (
          <li key={`${quote.author}-${quote.title}`} className={index > 0 ? 'max-lg:hidden' : ''}>
            <TestimonialCard testimonial={quote} />
          </li>
        ))}
      </ul>
    </section>
  );
}
