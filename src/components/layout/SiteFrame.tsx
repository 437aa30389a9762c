import type { ReactNode } from 'react';
import CtaBanner, { type BandAction, type Cta, MAX_BAND_ACTIONS } from '#/components/ui/CtaBanner.tsx';
import { labels } from '#/config/labels.ts';
import { paths } from '#/config/paths.ts';
import { type Contact, mailtoHref, phoneText, telHref } from '#/lib/contact-links.ts';
import { bookingLink, fullBookingLabel, siteLinksFrom, type NavPage } from '#/lib/nav-links.ts';
import { footerServiceLinks } from '#/lib/service-places.ts';
import { live, namesOf, pageOf, type SiteContent } from '#/lib/site-content.ts';
import Footer from '#/components/layout/Footer.tsx';
import Header from '#/components/layout/Header.tsx';

export interface PageFrame {
  /** Without it, the home page's. */
  cta?: Cta | undefined;
  /** The closing band does not repeat it. */
  pageAction?: string | undefined;
  quickExit?: boolean | undefined;
}

/** The pages that are themselves the way to her, and where her form sends a visitor: no band repeating their own actions. */
const ENQUIRY_PAGES: readonly string[] = [paths.booking, paths.contact, paths.enquirySent];

/**
 * The band's actions: the page's (by default the booking page), never to the page itself nor
 * repeating the page's own last action, then a call and an e-mail to her; the first two of these.
 */
export function bandActions(cta: Cta, path: string, pageAction: string | undefined, contact: Contact): BandAction[] {
  const pages = (cta.actions ?? [{ href: bookingLink.href, label: fullBookingLabel(contact) }])
    .filter(({ href }) => href !== path && href !== pageAction)
    .map((link): BandAction => ({ ...link, kind: 'page' }));
  const call: BandAction = {
    kind: 'call',
    href: telHref(contact.phone),
    label: `${labels.callMe}\u00a0${phoneText(contact.phone)}`,
  };
  // Her address is in the footer just below, with its copy button; on a phone's button it would not fit a line.
  const email: BandAction = {
    kind: 'email',
    href: mailtoHref(contact.email, contact.enquirySubjects.consultation),
    label: labels.emailMe,
  };
  return [...pages, call, email].slice(0, MAX_BAND_ACTIONS);
}

export const frameProps = (content: SiteContent) => ({
  settings: content.settings,
  links: siteLinksFrom(
    Object.entries(content.pages).map(([id, page]) => ({ id, ...(page as Pick<NavPage, 'navigation'>) })),
  ),
  serviceLinks: footerServiceLinks(live(content.services), namesOf(pageOf(content, 'services').footerLinks)),
  homeCta: pageOf(content, 'home').sections?.cta ?? { heading: '' },
});

type Props = ReturnType<typeof frameProps> &
  PageFrame & {
    /** The header marks its link as the current page. */
    path: string;
    year: number;
    children?: ReactNode;
  };

/** Drawn by the layout and by the editor's preview. */
export default function SiteFrame({
  settings,
  path,
  links,
  serviceLinks,
  cta,
  homeCta,
  pageAction,
  quickExit,
  year,
  children,
}: Props) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-5 py-3 text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {labels.skipToContent}
      </a>
      <Header
        practiceName={settings.practiceName}
        contact={settings}
        links={links}
        currentPath={path}
        quickExit={quickExit}
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
        {!ENQUIRY_PAGES.includes(path) && (
          <CtaBanner cta={cta ?? homeCta} actions={bandActions(cta ?? homeCta, path, pageAction, settings)} />
        )}
      </main>
      <Footer
        site={settings}
        serviceLinks={serviceLinks}
        quickLinks={links.footer}
        legalLinks={links.legal}
        year={year}
      />
    </>
  );
}
