import FaqAccordion from '#/components/faq/FaqAccordion.tsx';
import type { Cta } from '#/components/ui/CtaBanner.tsx';
import { FAQ_CATEGORIES, labels, type FaqCategory } from '#/config/labels.ts';
import { bookingLink } from '#/lib/nav-links.ts';
import { paths } from '#/config/paths.ts';
import type { PageData } from '#/schemas/page.ts';
import HeadingText from '#/components/ui/HeadingText.tsx';

type Faq = Parameters<typeof FaqAccordion>[0]['items'][number];

export interface FaqGroup {
  category: FaqCategory;
  title: string;
  items: Faq[];
}

/** The FAQ page's groups: one for each category, in the categories' order, but the home page's (shown there). */
export const faqGroups = (faqs: readonly Faq[]): FaqGroup[] =>
  (Object.keys(FAQ_CATEGORIES) as FaqCategory[])
    .filter((category) => category !== 'home')
    .map((category) => ({
      category,
      title: FAQ_CATEGORIES[category],
      items: faqs.filter((faq) => faq.category === category),
    }));

/** The page's closing band: its copy, with buttons to the contact and booking pages. */
export const faqCta = (cta: PageData<'faq'>['sections']['cta']): Cta => ({
  ...cta,
  actions: [
    { href: paths.contact, label: labels.contactMe },
    { href: paths.booking, label: bookingLink.fullLabel },
  ],
});

/** /faq's props and closing band, from the questions and the page's copy. */
export const faqProps = (faqs: readonly Faq[], page: PageData<'faq'>) => ({
  groups: faqGroups(faqs),
  cta: faqCta(page.sections.cta),
});

/** /faq under its heading (src/pages/faq.astro), and as the web editor previews it: the questions, group by group. */
export default function FaqPage({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className="mx-auto max-w-4xl space-y-12 px-5 py-14 sm:px-8">
      {groups.map(({ category, title, items }) => (
        <section key={category} aria-labelledby={`${category}-heading`}>
          <h2 id={`${category}-heading`} className="mb-5 text-2xl text-ink">
            <HeadingText text={title} />
          </h2>
          <FaqAccordion group={category} items={items} />
        </section>
      ))}
    </div>
  );
}
