import PathArt from '#/components/art/PathArt.tsx';
import ServiceTabs, { serviceTabs } from '#/components/services/ServiceTabs.tsx';
import type { Cta } from '#/components/ui/CtaBanner.tsx';
import Section from '#/components/ui/Section.tsx';
import { bookingLink } from '#/lib/nav-links.ts';
import type { Settings } from '#/config/settings-schema.ts';
import { mailtoHref } from '#/lib/contact-links.ts';
import { paths } from '#/config/paths.ts';
import { servicesCards } from '#/lib/service-places.ts';
import { live, namesOf, pageOf, type SiteContent } from '#/lib/site-content.ts';
import type { PageData } from '#/schemas/page.ts';
import ServiceCards from '#/components/services/ServiceCards.tsx';

type Copy = PageData<'services'>['sections'];

export const servicesCta = (cta: Copy['cta'], settings: Pick<Settings, 'email' | 'enquirySubjects'>): Cta => ({
  ...cta,
  actions: [{ href: mailtoHref(settings.email, settings.enquirySubjects.consultation), label: bookingLink.fullLabel }],
});

export const servicesProps = (content: SiteContent, page = pageOf(content, 'services')) => ({
  copy: page.sections,
  tabs: serviceTabs(content, page),
  cards: servicesCards(live(content.services), namesOf(page.cards)),
});

type Props = ReturnType<typeof servicesProps>;

export default function ServicesPage({ copy, tabs, cards }: Props) {
  const pageTitles = Object.fromEntries(tabs.map((tab) => [tab.id, tab.title]));
  return (
    <>
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
