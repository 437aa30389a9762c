import FaqAccordion from '#/components/faq/FaqAccordion.tsx';
import { FAQ_CATEGORIES, type FaqCategory } from '#/schemas/faq-categories.ts';

type Faq = Parameters<typeof FaqAccordion>[0]['items'][number];

/** The FAQ page's questions, one group for each category (those for the home page are shown there). */
export default function FaqGroups({ faqs }: { faqs: Faq[] }) {
  const categories = (Object.keys(FAQ_CATEGORIES) as FaqCategory[]).filter((category) => category !== 'home');
  return (
    <div className="mx-auto max-w-4xl space-y-12 px-5 py-14 sm:px-8">
      {categories.map((category) => (
        <section key={category} aria-labelledby={`${category}-heading`}>
          <h2 id={`${category}-heading`} className="mb-5 text-3xl text-ink">
            {FAQ_CATEGORIES[category]}
          </h2>
          <FaqAccordion group={category} items={faqs.filter((faq) => faq.category === category)} />
        </section>
      ))}
    </div>
  );
}
