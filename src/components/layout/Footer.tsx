import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Settings } from '#/config/settings-schema.ts';
import type { NavLink } from '#/lib/nav-links.ts';
import { labels } from '#/config/labels.ts';
import { mailtoHref, phoneText, telHref } from '#/lib/contact-links.ts';
import Address from '#/components/contact/Address.tsx';

interface Props {
  site: Settings;
  serviceLinks: NavLink[];
  quickLinks: NavLink[];
  legalLinks: NavLink[];
  year: number;
}

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex min-h-11 min-w-11 items-center text-ink-soft hover:text-primary-strong hover:underline"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-1.5 text-primary">{icon}</span>
      <div>{children}</div>
    </li>
  );
}

export default function Footer({ site, serviceLinks, quickLinks, legalLinks, year }: Props) {
  const icon = 'size-5 shrink-0';
  return (
    <footer className="mt-auto border-t border-line bg-sand text-ink-soft">
      <nav
        aria-label={labels.footerNav}
        className="mx-auto grid max-w-page gap-10 px-5 py-14 sm:grid-cols-2 sm:px-8 lg:grid-cols-3"
      >
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">{labels.contact}</h2>
          <ul className="mt-3 space-y-3">
            <ContactLine icon={<MapPin className={icon} aria-hidden="true" />}>
              <Address address={site.address} />
            </ContactLine>
            <ContactLine icon={<Phone className={icon} aria-hidden="true" />}>
              <a href={telHref(site.phone)} className="inline-flex min-h-11 items-center hover:underline">
                {phoneText(site.phone)}
              </a>
            </ContactLine>
            <ContactLine icon={<Mail className={icon} aria-hidden="true" />}>
              <a
                href={mailtoHref(site.email, site.enquirySubjects.general)}
                className="inline-flex min-h-11 items-center break-all hover:underline"
              >
                {site.email}
              </a>
            </ContactLine>
          </ul>
          {site.social.length > 0 && (
            <>
              <h2 className="mt-6 font-sans text-sm font-semibold tracking-wide text-ink uppercase">
                {labels.followMe}
              </h2>
              <ul className="mt-2 flex flex-wrap gap-x-4">
                {site.social.map((profile) => (
                  <li key={profile.url}>
                    <a
                      href={profile.url}
                      rel="me noopener"
                      className="inline-flex min-h-11 items-center hover:text-primary-strong hover:underline"
                    >
                      {profile.network}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <LinkColumn title={labels.quickLinks} links={quickLinks} />
        <LinkColumn title={labels.services} links={serviceLinks} />
      </nav>
      {/* The legal links sit by the copyright line: three columns of about equal height above. */}
      <div className="flex flex-wrap items-center justify-center gap-x-4 border-t border-line px-5 py-4 text-sm">
        <h2 className="sr-only">{labels.legal}</h2>
        <p className="py-2">
          © {year} {site.practiceName}. {site.practitioner.name}, {site.practitioner.role}.
        </p>
        <ul className="flex gap-x-4">
          {legalLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-flex min-h-11 items-center hover:text-primary-strong hover:underline"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
