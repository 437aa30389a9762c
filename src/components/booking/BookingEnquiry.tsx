import type { ReactNode } from 'react';
import EnquiryLinks from '#/components/ui/EnquiryLinks.tsx';
import type { Settings } from '#/config/settings-schema.ts';
import type { Contact } from '#/lib/contact-links.ts';
import { feeSummary } from '#/lib/fees.ts';
import type { PageSection } from '#/schemas/page.ts';
import FeeSummary from '#/components/booking/FeeSummary.tsx';
import HeadingText from '#/components/ui/HeadingText.tsx';
import { enquiryFormOf } from '#/config/enquiry-form.ts';
import EnquiryForm from '#/components/contact/EnquiryForm.tsx';
import ReplyTime from '#/components/contact/ReplyTime.tsx';

interface Props {
  copy: PageSection;
  settings: Contact & Pick<Settings, 'prices' | 'replyTime' | 'enquiryForm' | 'siteUrl'>;
  /** Where to turn in a crisis: under the fees, beside the enquiry on a wide screen. */
  urgent: ReactNode;
}

const ACTION =
  'flex min-h-14 w-full items-center justify-center gap-2 rounded-full bg-primary px-4 py-3 text-center font-semibold text-on-primary shadow-card hover:bg-primary-strong';

/**
 * On a wide screen the card beside the fees and helplines, as tall as they are (its actions at its foot);
 * with the form, the card two columns wide, the ways to reach her beside the form.
 */
export default function BookingEnquiry({ copy, settings, urgent }: Props) {
  const form = enquiryFormOf(settings);
  return (
    <div className={`grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] ${form ? 'xl:grid-cols-3' : ''}`}>
      <section
        aria-labelledby="enquire-heading"
        className={`rounded-lg border-2 border-primary bg-surface p-4 shadow-card sm:p-8 ${form ? 'xl:col-span-2 xl:grid xl:grid-cols-2' : 'lg:flex lg:flex-col'}`}
      >
        <div className={form ? 'xl:pr-8' : 'lg:flex lg:flex-1 lg:flex-col'}>
          <h2 id="enquire-heading" className={`text-2xl text-ink sm:text-3xl ${form ? 'xl:text-2xl' : ''}`}>
            <HeadingText text={copy.heading} />
          </h2>
          {copy.text && <p className="mt-2 text-ink-soft sm:mt-3 sm:text-lg">{copy.text}</p>}
          <ReplyTime time={settings.replyTime} className="mt-2 sm:mt-3" />
          <EnquiryLinks
            contact={settings}
            subject="consultation"
            className={`mt-4 grid gap-3 sm:mt-5 ${form ? '' : 'lg:mt-auto lg:pt-5'}`}
            linkClassName={ACTION}
            email="address"
          />
        </div>
        {form && (
          <EnquiryForm
            service={form}
            siteUrl={settings.siteUrl}
            subject={settings.enquirySubjects.consultation}
            place="card"
          />
        )}
      </section>
      <div className="grid content-start gap-8">
        <FeeSummary fees={feeSummary(settings)} />
        {urgent}
      </div>
    </div>
  );
}
