import FaqAccordion from '#/components/faq/FaqAccordion.tsx';
import type { Cta } from '#/components/ui/CtaBanner.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import { FAQ_CATEGORIES, labels, type FaqCategory } from '#/config/labels.ts';
import { fullBookingLabel } from '#/lib/nav-links.ts';
import { paths } from '#/config/paths.ts';
import { pageOf, type SiteContent } from '#/lib/site-content.ts';
import HeadingText from '#/components/ui/HeadingText.tsx';

export const faqProps = (
  { faqs, pages, settings }: Pick<SiteContent, 'faqs' | 'pages' | 'settings'>,
  page = pageOf({ pages }, 'faq'),
) => ({
  heading: page.heading,
  lead: page.lead,
  /** One for each category, in order, but the home page's (shown there). */
  groups: (Object.keys(FAQ_CATEGORIES) as FaqCategory[])
    .filter((category) => category !== 'home')
    .map((category) => ({
      category,
      title: FAQ_CATEGORIES[category],
      items: faqs.filter((faq) => faq.category === category),
    })),
  frame: {
    cta: {
      ...page.sections.cta,
      actions: [
        { href: paths.contact, label: labels.contactMe },
        { href: paths.booking, label: fullBookingLabel(settings) },
      ],
    } satisfies Cta,
  },
});

export default function FaqPage({ heading, lead, groups }: Omit<ReturnType<typeof faqProps>, 'frame'>) {
  return (
    <>
      <PageHero heading={heading} lead={lead} />
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
    </>
  );
}
