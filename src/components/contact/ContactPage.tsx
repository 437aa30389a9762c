import ButtonLink from '#/components/ui/ButtonLink.tsx';
import UrgentHelp, { type Helpline } from '#/components/ui/UrgentHelp.tsx';
import { bookingLink } from '#/lib/nav-links.ts';
import type { Settings } from '#/config/settings-schema.ts';
import { mailtoHref } from '#/lib/contact-links.ts';
import { mapEmbedUrl, openInMapsUrl } from '#/lib/map-links.ts';
import type { PageData } from '#/schemas/page.ts';
import ContactDetails from './ContactDetails';
import MapPanel from './MapPanel';
import OfficeHours from './OfficeHours';

interface Props {
  copy: PageData<'contact'>['sections'];
  site: Pick<Settings, 'phone' | 'email' | 'address' | 'enquirySubjects' | 'officeHours' | 'map'>;
  /** The crisis lines the page names, in its order. */
  helplines: Helpline[];
}

/**
 * /contact under its heading (src/pages/contact.astro), and as the web editor previews it: her
 * details, office hours, the map and where to get help now.
 */
export default function ContactPage({ copy, site, helplines }: Props) {
  const { details, hours, map, urgent } = copy;
  return (
    <div className="mx-auto grid max-w-page gap-12 px-5 py-14 sm:px-8 lg:grid-cols-2">
      <section aria-labelledby="details-heading">
        <h2 id="details-heading" className="mb-3 text-3xl text-ink">
          {details.heading}
        </h2>
        {details.text && <p className="mb-8 text-ink-soft">{details.text}</p>}
        <ContactDetails site={site} />
        <p className="mt-8">
          <ButtonLink href={mailtoHref(site.email, site.enquirySubjects.consultation)}>
            {bookingLink.fullLabel}
          </ButtonLink>
        </p>
      </section>
      <div className="space-y-10">
        <section aria-labelledby="hours-heading">
          <h2 id="hours-heading" className="mb-4 text-3xl text-ink">
            {hours.heading}
          </h2>
          <OfficeHours hours={site.officeHours} />
        </section>
        <section aria-labelledby="map-heading">
          <h2 id="map-heading" className="mb-3 text-3xl text-ink">
            {map.heading}
          </h2>
          {map.text && <p className="mb-6 text-ink-soft">{map.text}</p>}
          <MapPanel embedUrl={mapEmbedUrl(site.map)} openUrl={openInMapsUrl(site.map)} title={map.heading} />
        </section>
      </div>
      <div className="lg:col-span-2">
        <UrgentHelp heading={urgent.heading} text={urgent.text} helplines={helplines} size="toggle" />
      </div>
    </div>
  );
}
