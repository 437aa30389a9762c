import type { ReactNode } from 'react';
import CtaBanner, { type Cta } from '#/components/ui/CtaBanner.tsx';
import { labels } from '#/config/labels.ts';
import { bookingLink, siteLinksFrom, type NavPage } from '#/lib/nav-links.ts';
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

/** Never to the page itself, nor the page's own last action. */
const withActions = (cta: Cta, path: string, pageAction: string | undefined) => ({
  ...cta,
  actions: (cta.actions ?? [{ href: bookingLink.href, label: bookingLink.fullLabel }]).filter(
    ({ href }) => href !== path && href !== pageAction,
  ),
});

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
        <CtaBanner cta={withActions(cta ?? homeCta, path, pageAction)} contact={settings} />
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
