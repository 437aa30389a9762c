import type { ReactNode } from 'react';
import ClientWords, { clientWordsProps } from '#/components/about/ClientWords.tsx';
import Credentials, { CredentialsNote } from '#/components/about/Credentials.tsx';
import Registrations from '#/components/about/Registrations.tsx';
import AvailabilityNotice from '#/components/booking/AvailabilityNotice.tsx';
import BookingEnquiry from '#/components/booking/BookingEnquiry.tsx';
import { availabilityNotice } from '#/lib/availability.ts';
import { labels } from '#/config/labels.ts';
import { bookingServiceName } from '#/lib/booking-service.ts';
import { enquiryFormOf } from '#/config/enquiry-form.ts';
import { enquiryWords } from '#/config/enquiry-words.ts';
import type { Settings } from '#/config/settings-schema.ts';
import type { Photo } from '#/lib/art.ts';
import { formatUkDate, isoDay } from '#/lib/dates.ts';
import { namedHelplines, type SiteContent } from '#/lib/site-content.ts';
import type { PageData } from '#/schemas/page.ts';
import type { Cta } from '#/components/ui/CtaBanner.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import Prose from '#/components/ui/Prose.tsx';
import UrgentHelp, { type Helpline } from '#/components/ui/UrgentHelp.tsx';

interface Props {
  heading: string;
  lead?: string | undefined;
  /** The page's own picture, or her portrait on the about page. */
  picture?: Photo | undefined;
  /** In the heading band (the about page's registrations). */
  hero?: ReactNode;
  /** In the heading band beside the picture, under the words (the about page's credentials). */
  facts?: ReactNode;
  /** Across the page (the booking page's enquiry card, fees and helplines). */
  top?: ReactNode;
  /** The text at the page's width under `top`, in two columns on a wide screen (the booking page). */
  columns?: boolean;
  children: ReactNode;
  /** Styled as part of the text (the about page's credentials). */
  after?: ReactNode;
  updated?: Date | undefined;
  /** Below the text (the terms' helplines). */
  end?: ReactNode;
  /** After the text, at the page's width (the about page's clients' words). */
  beneath?: ReactNode;
}

/** `portrait`: her portrait, when she has one, instead of the page's picture. */
type Parts = Pick<Props, 'hero' | 'facts' | 'top' | 'columns' | 'after' | 'end' | 'beneath'> & {
  cta?: Cta;
  portrait?: boolean;
};
type PartsOf<Id extends string> = (
  page: PageData<Id>,
  settings: Settings,
  helplines: Helpline[],
  content: SiteContent,
) => Parts;

/** A page not named here has none. */
const ownParts: { [Id in 'about' | 'booking' | 'online-therapy' | 'privacy' | 'terms']: PartsOf<Id> } = {
  about: ({ sections }, { credentials }, _helplines, content) => ({
    portrait: true,
    beneath: content.testimonials.length > 0 && <ClientWords {...clientWordsProps(content)} />,
    hero: <Registrations memberships={credentials.memberships} />,
    facts: <Credentials copy={sections.credentials} credentials={credentials} />,
    after: <CredentialsNote copy={sections.credentials} credentials={credentials} />,
  }),
  booking: ({ sections: { enquire, urgent } }, settings, helplines) => ({
    hero: availability(settings),
    columns: true,
    top: (
      <BookingEnquiry
        copy={enquire}
        settings={settings}
        urgent={<UrgentHelp heading={urgent.heading} text={urgent.text} helplines={helplines} />}
      />
    ),
  }),
  'online-therapy': ({ sections }) => ({ cta: sections.cta }),
  privacy: ({ sections }, settings) => ({
    after: <PrivacyParts counting={sections.counting} settings={settings} />,
  }),
  terms: (_page, _settings, helplines) => ({ end: <UrgentHelp heading={labels.urgentHelp} helplines={helplines} /> }),
};

/** None while she says nothing: the heading band is then as it was. */
function availability({ availability }: Settings) {
  const notice = availabilityNotice(availability);
  return notice && <AvailabilityNotice notice={notice} />;
}

/** What the privacy notice says of what she has set: counting, booking online, the enquiry form. */
function PrivacyParts({
  counting,
  settings,
}: {
  counting: PageData<'privacy'>['sections']['counting'];
  settings: Settings;
}) {
  const { goatCounter, bookingUrl } = settings;
  const form = enquiryFormOf(settings);
  const privacy = enquiryWords.privacy;
  return (
    <>
      {goatCounter && (
        <>
          <h2 id="counting">{counting.heading}</h2>
          {counting.text && <p>{counting.text}</p>}
        </>
      )}
      {bookingUrl && (
        <>
          <h2>{labels.bookingPrivacyHeading}</h2>
          <p>{labels.bookingPrivacy(bookingServiceName(bookingUrl))}</p>
        </>
      )}
      {form && (
        <>
          <h2 id={privacy.id}>{privacy.heading}</h2>
          <p>
            {`${privacy.text(form.name)}${goatCounter ? ` ${privacy.counted}` : ''} `}
            <a href={form.privacyNotice}>{privacy.serviceNotice(form.name)}</a>.
          </p>
        </>
      )}
    </>
  );
}

/** `frame`: its closing band. */
export function prosePageProps(content: SiteContent, id: string, page: PageData<string>) {
  const partsOf = (ownParts as Partial<Record<string, PartsOf<string>>>)[id];
  const {
    cta,
    portrait = false,
    ...parts
  } = partsOf?.(page, content.settings, namedHelplines(page.helplines, content.helplines), content) ?? {};
  return { heading: page.heading, lead: page.lead, updated: page.updated, ...parts, portrait, frame: { cta } };
}

export default function ProsePage({
  heading,
  lead,
  picture,
  hero,
  facts,
  top,
  columns = false,
  children,
  after,
  updated,
  end,
  beneath,
}: Props) {
  const text = (
    <>
      <Prose>
        {children}
        {after}
      </Prose>
      {updated && (
        <p className="mt-10 text-sm text-ink-soft">
          {`${labels.lastUpdated} `}
          <time dateTime={isoDay(updated)}>{formatUkDate(updated)}</time>
        </p>
      )}
      {end && <div className="mt-12">{end}</div>}
    </>
  );
  return (
    <>
      <PageHero heading={heading} lead={lead} picture={picture} after={hero} facts={facts} />
      {top && <div className="mx-auto max-w-page px-5 pt-6 sm:px-8 sm:pt-14">{top}</div>}
      <div
        className={`mx-auto px-5 py-14 sm:px-8 ${columns ? 'max-w-prose md:px-0 lg:max-w-page lg:columns-2 lg:gap-16 lg:px-8' : 'max-w-prose md:px-0'}`}
      >
        {text}
      </div>
      {beneath && <div className="mx-auto max-w-page px-5 pb-14 sm:px-8">{beneath}</div>}
    </>
  );
}
