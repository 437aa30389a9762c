import type { Settings } from '#/config/settings-schema.ts';
import { seesClientsInPerson } from '#/config/fill-ins.ts';
import type { NavLink } from '#/lib/nav-links.ts';
import { labels } from '#/config/labels.ts';
import { mailtoHref, phoneText, telHref } from '#/lib/contact-links.ts';
import Address from '#/components/contact/Address.tsx';
import EmailLink from '#/components/ui/EmailLink.tsx';

interface Props {
  site: Settings;
  serviceLinks: NavLink[];
  quickLinks: NavLink[];
  legalLinks: NavLink[];
  year: number;
}

const HEADING = 'font-sans text-sm font-semibold tracking-wide text-ink uppercase';
/** Links in running lists: a line each, 24 px tall or more (WCAG 2.5.8), so two lists sit side by side on a phone. */
const LIST_LINK = 'py-1 text-ink-soft hover:text-primary-strong hover:underline';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className={HEADING}>{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={LIST_LINK}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function Footer({ site, serviceLinks, quickLinks, legalLinks, year }: Props) {
  return (
    <footer className="mt-auto border-t border-line bg-sand text-ink-soft">
      <nav
        aria-label={labels.footerNav}
        className="mx-auto grid max-w-page grid-cols-2 gap-x-6 gap-y-10 px-5 py-10 sm:px-8 sm:py-14 lg:grid-cols-3"
      >
        <div className="col-span-2 lg:col-span-1">
          <h2 className={HEADING}>{labels.contact}</h2>
          <ul className="mt-3 space-y-3">
            {seesClientsInPerson(site) && (
              <li>
                <Address address={site.address} />
              </li>
            )}
            <li>
              <a href={telHref(site.phone)} className="py-2.5 hover:underline">
                {phoneText(site.phone)}
              </a>
            </li>
            <li>
              <EmailLink email={site.email} href={mailtoHref(site.email, site.enquirySubjects.general)} />
            </li>
          </ul>
          {site.social.length > 0 && (
            <>
              <h2 className={`mt-6 ${HEADING}`}>{labels.followMe}</h2>
              <ul className="mt-2 flex flex-wrap gap-x-5">
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
        <p className="py-2 text-center">
          © {year} {site.practiceName}. {site.practitioner.name}, {site.practitioner.role}.
        </p>
        <ul className="flex flex-wrap justify-center gap-x-4">
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
