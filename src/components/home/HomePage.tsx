import type { ReactNode } from 'react';
import FaqAccordion from '#/components/faq/FaqAccordion.tsx';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import Section from '#/components/ui/Section.tsx';
import WideScreenArt from '#/components/ui/WideScreenArt.tsx';
import { labels } from '#/config/labels.ts';
import type { ArtSources, Photo } from '#/lib/art.ts';
import { paths } from '#/config/paths.ts';
import { homeCards } from '#/lib/service-places.ts';
import { live, namesOf, pageOf, type SiteContent } from '#/lib/site-content.ts';
import { hasCarousel, homeQuotes } from '#/lib/testimonials.ts';
import { availabilityNotice } from '#/lib/availability.ts';
import { fullBookingLabel } from '#/lib/nav-links.ts';
import { clinicsProps } from '#/components/clinics/ClinicsPage.tsx';
import ClinicTiles from '#/components/home/ClinicTiles.tsx';
import HomeHero from '#/components/home/HomeHero.tsx';
import HomeServiceCards from '#/components/home/HomeServiceCards.tsx';
import ProcessSteps from '#/components/home/ProcessSteps.tsx';
import TestimonialCard from '#/components/home/TestimonialCard.tsx';
import WaysOfWorking from '#/components/home/WaysOfWorking.tsx';

/** Its pictures are each side's own. */
export const homeProps = (content: SiteContent, page = pageOf(content, 'home')) => ({
  heading: page.heading,
  name: content.settings.practitioner.name,
  role: content.settings.practitioner.role,
  bookingLabel: fullBookingLabel(content.settings),
  copy: page.sections,
  reviews: content.settings.reviews,
  memberships: content.settings.credentials.memberships,
  availability: availabilityNotice(content.settings.availability),
  cards: homeCards(live(content.services), namesOf(page.serviceCards)),
  clinics: clinicsProps(content).clinics,
  quotes: homeQuotes(content.testimonials),
  steps: [...content.steps].sort((a, b) => a.number - b.number),
  faqs: content.faqs,
  /** Its closing band is the frame's own, the home page's. */
  frame: {},
});

type Props = Omit<ReturnType<typeof homeProps>, 'frame'> & {
  art: ArtSources;
  /** The consulting room, beside the about teaser from 768 px (the editor's preview may leave it out). */
  roomArt?: ArtSources | undefined;
  portrait?: Photo | undefined;
  /** The shell's island, or the component itself, when there are several quotes (hasCarousel). */
  carousel?: ReactNode;
};

export default function HomePage({
  heading,
  name,
  role,
  bookingLabel,
  copy,
  art,
  roomArt,
  reviews,
  portrait,
  memberships,
  availability,
  cards,
  clinics,
  quotes,
  carousel,
  steps,
  faqs,
}: Props) {
  // "Shared with their permission" only when every quote shown is a real client's words.
  const allReal = quotes.every((quote) => !quote.sample);
  const [only] = quotes;
  return (
    <>
      <HomeHero
        heading={heading}
        name={name}
        role={role}
        bookingLabel={bookingLabel}
        copy={copy.hero}
        art={art}
        reviews={reviews}
        portrait={portrait}
        memberships={memberships}
        availability={availability}
      />
      <Section
        id="about"
        copy={copy.about}
        aside={
          roomArt && (
            <WideScreenArt
              art={roomArt}
              minWidth="640px"
              sizes="20rem"
              loading="lazy"
              className="portrait-arch aspect-[4/5] w-full object-cover shadow-card"
            />
          )
        }
      >
        <ButtonLink href={paths.about} variant="quiet">
          {labels.learnMoreJourney}
        </ButtonLink>
      </Section>
      <Section id="services" copy={copy.services} tone="sand">
        <HomeServiceCards cards={cards} />
        <p className="mt-8 text-center sm:mt-10">
          <ButtonLink href={paths.services} variant="secondary">
            {labels.viewAllServices}
          </ButtonLink>
        </p>
      </Section>
      <Section id="clinics" copy={copy.clinics} layout="split">
        <ClinicTiles clinics={clinics} />
      </Section>
      {/* No quotes yet: no section at all. One: its card, with nothing to page through. */}
      {only && (
        <Section id="testimonials" copy={copy[allReal ? 'testimonials' : 'sampleTestimonials']} tone="soft">
          {hasCarousel(quotes) ? (
            carousel
          ) : (
            <div className="max-w-2xl">
              <TestimonialCard testimonial={only} />
            </div>
          )}
        </Section>
      )}
      <WaysOfWorking approach={copy.approach} online={copy.online} />
      <Section id="process" copy={copy.process}>
        <ProcessSteps steps={steps} label={copy.process.heading} />
      </Section>
      <Section
        id="faq"
        copy={copy.faq}
        tone="soft"
        layout="split"
        after={
          <ButtonLink href={paths.faq} variant="secondary">
            {labels.viewAllFaqs}
          </ButtonLink>
        }
      >
        <FaqAccordion group="home-faq" items={faqs.filter((faq) => faq.category === 'home')} />
      </Section>
    </>
  );
}
