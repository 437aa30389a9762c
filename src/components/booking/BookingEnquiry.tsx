import { Mail, Phone } from 'lucide-react';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import { labels } from '#/config/labels.ts';
import { bookingLink } from '#/lib/nav-links.ts';
import type { Settings } from '#/config/settings-schema.ts';
import { mailtoHref, phoneText, telHref } from '#/lib/contact-links.ts';
import { feeSummary } from '#/lib/fees.ts';
import type { PageSection } from '#/schemas/page.ts';
import FeeSummary from './FeeSummary';

interface Props {
  /** The booking page's enquire section. */
  copy: PageSection;
  settings: Pick<Settings, 'email' | 'phone' | 'enquirySubjects' | 'prices'>;
}

/** The top of the booking page: how to ask for the free consultation (e-mail or call), and the fees beside it. */
export default function BookingEnquiry({ copy, settings }: Props) {
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section
        aria-labelledby="enquire-heading"
        className="rounded-lg border-2 border-primary bg-surface p-6 shadow-card sm:p-8"
      >
        <h2 id="enquire-heading" className="text-3xl text-ink">
          {copy.heading}
        </h2>
        {copy.text && <p className="mt-3 text-lg text-ink-soft">{copy.text}</p>}
        <div className="mt-6 flex flex-wrap gap-4">
          <ButtonLink href={mailtoHref(settings.email, settings.enquirySubjects.consultation)}>
            <Mail className="size-5" aria-hidden="true" />
            {bookingLink.fullLabel}
          </ButtonLink>
          <ButtonLink href={telHref(settings.phone)} variant="secondary">
            <Phone className="size-5" aria-hidden="true" />
            {`${labels.callMe}\u00a0${phoneText(settings.phone)}`}
          </ButtonLink>
        </div>
      </section>
      <FeeSummary fees={feeSummary(settings.prices)} />
    </div>
  );
}
