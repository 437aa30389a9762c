import { labels } from '#/config/labels.ts';
import { bookingLink } from '#/lib/nav-links.ts';
import { paths } from '#/config/paths.ts';
import type { ArtSources, Photo } from '#/lib/art.ts';
import type { ReviewProfile } from '#/config/review-profile.ts';
import type { PageSection } from '#/schemas/page.ts';
import Picture from '#/components/ui/Picture.tsx';
import WideScreenArt from '#/components/ui/WideScreenArt.tsx';
import Badge from '#/components/ui/Badge.tsx';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import Registrations from '#/components/about/Registrations.tsx';
import type { Membership } from '#/config/settings-schema.ts';
import HeadingText from '#/components/ui/HeadingText.tsx';

interface Props {
  heading: string;
  copy: PageSection;
  art: ArtSources;
  /** Her public review profile, when she has one: the only source of the rating badge. */
  reviews?: ReviewProfile | undefined;
  /** Her photo, instead of the art: on every screen, cropped to the top on a phone. */
  portrait?: Photo | undefined;
  /** Where a visitor can check her: each body's register. */
  memberships: Membership[];
}

export default function HomeHero({ heading, copy, art, reviews, portrait, memberships }: Props) {
  return (
    <header className="relative overflow-hidden bg-primary-soft">
      <div className="mx-auto grid max-w-page items-center gap-6 px-5 py-8 sm:px-8 sm:py-24 lg:grid-cols-[minmax(0,1fr)_28rem] lg:gap-12">
        <div>
          {reviews && (
            <p>
              <Badge profile={reviews} />
            </p>
          )}
          <h1 className="mt-2 text-[clamp(1.5rem,7.2vw,2.25rem)] leading-tight text-ink sm:mt-6 sm:text-4xl">
            <HeadingText text={heading} />
          </h1>
          <p className="mt-3 max-w-2xl font-display text-2xl text-balance text-primary-strong">
            <HeadingText text={copy.heading} />
          </p>
          {copy.text && <p className="mt-5 max-w-prose text-lg text-ink-soft">{copy.text}</p>}
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink href={paths.booking}>{bookingLink.fullLabel}</ButtonLink>
            <ButtonLink href={paths.about} variant="secondary">
              {labels.learnMoreAboutMe}
            </ButtonLink>
          </div>
          <Registrations memberships={memberships} className="mt-6" />
        </div>
        {portrait ? (
          <Picture
            photo={portrait}
            sizes="(min-width: 1024px) 28rem, 100vw"
            className="-order-1 aspect-[16/10] w-full rounded-lg object-cover object-top shadow-raised lg:order-none lg:aspect-[4/5]"
          />
        ) : (
          <WideScreenArt
            art={art}
            minWidth="1024px"
            sizes="28rem"
            fetchPriority="high"
            className="hidden aspect-square w-full rounded-full shadow-raised lg:block"
          />
        )}
      </div>
    </header>
  );
}
