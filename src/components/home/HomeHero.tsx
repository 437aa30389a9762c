import { labels } from '#/config/labels.ts';
import { paths } from '#/config/paths.ts';
import type { ArtSources, Photo } from '#/lib/art.ts';
import type { ReviewProfile } from '#/config/review-profile.ts';
import type { PageSection } from '#/schemas/page.ts';
import Portrait from '#/components/ui/Portrait.tsx';
import WideScreenArt from '#/components/ui/WideScreenArt.tsx';
import Badge from '#/components/ui/Badge.tsx';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import Registrations from '#/components/about/Registrations.tsx';
import type { Membership } from '#/config/settings-schema.ts';
import HeadingText from '#/components/ui/HeadingText.tsx';
import AvailabilityNotice from '#/components/booking/AvailabilityNotice.tsx';
import type { AvailabilityNotice as Notice } from '#/lib/availability.ts';

interface Props {
  heading: string;
  /** Her name, said with the heading (her role, unless she names another). */
  name: string;
  role: string;
  /** "Book Your Free Consultation" (fullBookingLabel). */
  bookingLabel: string;
  copy: PageSection;
  art: ArtSources;
  /** Her public review profile, when she has one: the only source of the rating badge. */
  reviews?: ReviewProfile | undefined;
  /** Her photo, instead of the art: upright and whole at every width. */
  portrait?: Photo | undefined;
  /** Where a visitor can check her: each body's register. */
  memberships: Membership[];
  /** Whether she takes new clients, when she says. */
  availability?: Notice | undefined;
}

/**
 * One grid, two arrangements (.hero-grid in global.css): her name, role, face, registers and a way to book
 * share the first screen; on a phone the offer's words follow. The order of the page is the order of its links.
 */
export default function HomeHero({
  heading,
  name,
  role,
  bookingLabel,
  copy,
  art,
  reviews,
  portrait,
  memberships,
  availability,
}: Props) {
  return (
    <header className="relative overflow-hidden bg-primary-soft">
      <div
        className={`mx-auto grid max-w-page content-center gap-x-5 px-5 pt-6 pb-10 sm:px-8 md:gap-x-12 md:py-16 lg:gap-x-16 lg:py-20 ${portrait ? 'hero-grid' : 'hero-grid-art'}`}
      >
        <p
          className={`self-end font-display text-2xl text-primary-strong [grid-area:name] md:text-3xl ${portrait ? '' : 'mb-2'}`}
        >
          {heading.includes(role) ? name : `${name}, ${role}`}
        </p>
        <div className="@container mt-5 [grid-area:title] md:mt-3">
          <h1 className="text-hero text-ink">
            <HeadingText text={heading} />
          </h1>
        </div>
        <div className="[grid-area:words] max-md:mt-8">
          <p className="max-w-2xl font-display text-2xl text-balance text-primary-strong md:mt-5">
            <HeadingText text={copy.heading} />
          </p>
          {copy.text && <p className="mt-3 max-w-prose text-lg text-ink-soft">{copy.text}</p>}
        </div>
        <div className={`flex flex-col items-start gap-3 [grid-area:trust] ${portrait ? 'mt-6 md:mt-8' : 'mt-8'}`}>
          <Registrations memberships={memberships} />
          {reviews && <Badge profile={reviews} />}
        </div>
        <div className="mt-6 [grid-area:actions] md:mt-7">
          <div className="flex flex-wrap gap-3 sm:gap-4">
            <ButtonLink href={paths.booking}>{bookingLabel}</ButtonLink>
            <ButtonLink href={paths.about} variant="secondary">
              {labels.learnMoreAboutMe}
            </ButtonLink>
          </div>
          {availability && <AvailabilityNotice notice={availability} className="mt-5" />}
        </div>
        {portrait ? (
          <Portrait
            photo={portrait}
            sizes="(min-width: 1024px) 23rem, (min-width: 768px) 18rem, 14rem"
            className="mt-6 mr-3 w-[min(14rem,100%-0.75rem)] self-start [grid-area:photo] md:mt-0 md:mr-0 md:w-auto md:self-center"
          />
        ) : (
          <div className="hidden self-center [grid-area:photo] lg:block">
            <WideScreenArt
              art={art}
              minWidth="1024px"
              sizes="23rem"
              fetchPriority="high"
              className="aspect-square w-full rounded-full shadow-raised"
            />
          </div>
        )}
      </div>
    </header>
  );
}
