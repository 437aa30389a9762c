import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Settings } from '#/config/settings-schema.ts';
import { labels } from '#/config/labels.ts';
import { mailtoHref, phoneText, telHref } from '#/lib/contact-links.ts';
import EmailLink from '#/components/ui/EmailLink.tsx';

interface Props {
  site: Pick<Settings, 'phone' | 'email' | 'enquirySubjects'>;
}

/** Its icon beside its label, the detail under both at the column's width (a long address needs it). The address: the map's card. */
function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="border-t border-line pt-4 first:border-t-0 first:pt-0">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink-soft">
        {icon}
        {label}
      </p>
      <div className="mt-1 text-lg font-semibold text-ink">{children}</div>
    </li>
  );
}

export default function ContactDetails({ site }: Props) {
  const icon = 'size-5 shrink-0 text-primary';
  return (
    <ul className="space-y-4">
      <Detail icon={<Phone className={icon} aria-hidden="true" />} label={labels.callMe}>
        <a href={telHref(site.phone)} className="py-2 text-primary-strong hover:underline">
          {phoneText(site.phone)}
        </a>
      </Detail>
      <Detail icon={<Mail className={icon} aria-hidden="true" />} label={labels.emailMe}>
        <p className="text-base">
          <EmailLink
            email={site.email}
            href={mailtoHref(site.email, site.enquirySubjects.general)}
            linkClassName="text-primary-strong"
          />
        </p>
      </Detail>
    </ul>
  );
}
