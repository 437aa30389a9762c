import { Mail, MapPin, Phone } from 'lucide-react';
import type { Settings } from '#/config/settings-schema.ts';
import { labels } from '#/config/labels.ts';
import { mailtoHref, phoneText, telHref } from '#/lib/contact-links.ts';
import Address from '#/components/contact/Address.tsx';
import CopyButton from '#/components/contact/CopyButton.tsx';

interface Props {
  site: Pick<Settings, 'phone' | 'email' | 'address' | 'enquirySubjects'>;
}

const row = 'flex items-start gap-4';
const icon = 'mt-1 size-6 shrink-0 text-primary';

export default function ContactDetails({ site }: Props) {
  return (
    <ul className="space-y-6 text-lg">
      <li className={row}>
        <Phone className={icon} aria-hidden="true" />
        <div>
          <p className="text-sm font-semibold text-ink-soft">{labels.callMe}</p>
          <a
            href={telHref(site.phone)}
            className="inline-flex min-h-11 items-center font-semibold text-primary-strong hover:underline"
          >
            {phoneText(site.phone)}
          </a>
        </div>
      </li>
      <li className={row}>
        <Mail className={icon} aria-hidden="true" />
        <div>
          <p className="text-sm font-semibold text-ink-soft">{labels.emailMe}</p>
          <a
            href={mailtoHref(site.email, site.enquirySubjects.general)}
            className="inline-flex min-h-11 items-center font-semibold break-all text-primary-strong hover:underline"
          >
            {site.email}
          </a>
          <CopyButton value={site.email} />
        </div>
      </li>
      <li className={row}>
        <MapPin className={icon} aria-hidden="true" />
        <Address address={site.address} />
      </li>
    </ul>
  );
}
