import PathArt from '#/components/art/PathArt.tsx';
import ServiceTabs, { serviceTabs } from '#/components/services/ServiceTabs.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import Section from '#/components/ui/Section.tsx';
import { fullBookingLabel } from '#/lib/nav-links.ts';
import { mailtoHref } from '#/lib/contact-links.ts';
import { paths } from '#/config/paths.ts';
import { servicesCards } from '#/lib/service-places.ts';
import { live, namesOf, pageOf, type SiteContent } from '#/lib/site-content.ts';
import ServiceCards from '#/components/services/ServiceCards.tsx';

/** `frame`: its closing band, whose action asks for a consultation. */
export const servicesProps = (content: SiteContent, page = pageOf(content, 'services')) => {
  const { email, enquirySubjects } = content.settings;
  return {
    heading: page.heading,
    lead: page.lead,
    copy: page.sections,
    tabs: serviceTabs(content, page),
    cards: servicesCards(live(content.services), namesOf(page.cards)),
    frame: {
      cta: {
        ...page.sections.cta,
        actions: [{ href: mailtoHref(email, enquirySubjects.consultation), label: fullBookingLabel(content.settings) }],
      },
    },
  };
};

type Props = Omit<ReturnType<typeof servicesProps>, 'frame'>;

export default function ServicesPage({ heading, lead, copy, tabs, cards }: Props) {
  const pageTitles = Object.fromEntries(tabs.map((tab) => [tab.id, tab.title]));
  return (
    <>
      <PageHero heading={heading} lead={lead} />
      <Section
        id="approach"
        copy={copy.approach}
        aside={<PathArt className="w-full rounded-lg bg-surface p-6 shadow-card" />}
      />
      <ServiceTabs services={tabs} currentPath={paths.services} />
      <Section id="cards" copy={copy.cards} tone="sand">
        <ServiceCards cards={cards} pageTitles={pageTitles} />
      </Section>
    </>
  );
}
