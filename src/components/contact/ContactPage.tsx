import type { ReactNode } from 'react';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import UrgentHelp from '#/components/ui/UrgentHelp.tsx';
import { fullBookingLabel } from '#/lib/nav-links.ts';
import { mailtoHref } from '#/lib/contact-links.ts';
import { mapEmbedUrl, openInMapsUrl } from '#/lib/map-links.ts';
import { dayRangeLabel, hoursLabel } from '#/lib/office-hours.ts';
import { namedHelplines, pageOf, type SiteContent } from '#/lib/site-content.ts';
import { enquiryFormOf } from '#/config/enquiry-form.ts';
import ContactDetails from '#/components/contact/ContactDetails.tsx';
import EnquiryForm from '#/components/contact/EnquiryForm.tsx';
import MapPanel from '#/components/contact/MapPanel.tsx';
import ReplyTime from '#/components/contact/ReplyTime.tsx';

export const contactProps = (content: SiteContent, page = pageOf(content, 'contact')) => ({
  heading: page.heading,
  lead: page.lead,
  copy: page.sections,
  site: content.settings,
  helplines: namedHelplines(page.helplines, content.helplines),
  /** The way to her is the page itself: the home page's closing band. */
  frame: {},
});

type Props = Omit<ReturnType<typeof contactProps>, 'frame'>;

/** The map, else the form, beside her details; the office hours under the shorter column. */
function columns(details: ReactNode, form: ReactNode, hours: ReactNode, map: ReactNode): [ReactNode[], ReactNode[]] {
  if (map && form)
    return [
      [details, form],
      [map, hours],
    ];
  const beside = map || form;
  return beside ? [[details, hours], [beside]] : [[details], [hours]];
}

export default function ContactPage({ heading, lead, copy, site, helplines }: Props) {
  const { details, hours, map, urgent } = copy;
  const form = enquiryFormOf(site);
  const [left, right] = columns(
    <section key="details" aria-labelledby="details-heading">
      <h2 id="details-heading" className="mb-3 text-3xl text-ink">
        {details.heading}
      </h2>
      {details.text && <p className="mb-8 text-ink-soft">{details.text}</p>}
      <ContactDetails site={site} />
      <ReplyTime time={site.replyTime} className="mt-8" />
      <p className="mt-8">
        <ButtonLink href={mailtoHref(site.email, site.enquirySubjects.consultation)}>
          {fullBookingLabel(site)}
        </ButtonLink>
      </p>
    </section>,
    form && (
      <EnquiryForm
        key="form"
        service={form}
        siteUrl={site.siteUrl}
        subject={site.enquirySubjects.general}
        place="page"
      />
    ),
    <section key="hours" aria-labelledby="hours-heading">
      <h2 id="hours-heading" className="mb-4 text-2xl text-ink">
        {hours.heading}
      </h2>
      <dl className="divide-y divide-line rounded-lg border border-line bg-surface">
        {site.officeHours.map((entry) => (
          <div key={entry.days.join()} className="flex justify-between gap-4 px-5 py-3">
            <dt className="font-semibold text-ink">{dayRangeLabel(entry.days)}</dt>
            <dd className="text-ink-soft">{hoursLabel(entry)}</dd>
          </div>
        ))}
      </dl>
    </section>,
    // Online only, her answers leave out the venue's heading: no map. On a wide screen its drawing
    // grows to end with the column beside it.
    map.heading && (
      <section key="map" aria-labelledby="map-heading" className="flex flex-1 flex-col">
        <h2 id="map-heading" className="mb-4 text-3xl text-ink">
          {map.heading}
        </h2>
        <MapPanel
          embedUrl={mapEmbedUrl(site.map)}
          openUrl={openInMapsUrl(site.map)}
          title={map.heading}
          address={site.address}
          directions={map.text}
        />
      </section>
    ),
  );
  return (
    <>
      <PageHero heading={heading} lead={lead} />
      <div className="mx-auto grid max-w-page gap-12 px-5 py-14 sm:px-8 lg:grid-cols-2 lg:gap-16">
        <div className="space-y-12">{left}</div>
        <div className="flex flex-col gap-12">{right}</div>
        <div className="lg:col-span-2">
          <UrgentHelp heading={urgent.heading} text={urgent.text} helplines={helplines} size="toggle" />
        </div>
      </div>
    </>
  );
}
