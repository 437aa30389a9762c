import type { ReactNode } from 'react';
import CtaBanner, { type Cta } from '#/components/ui/CtaBanner.tsx';
import { labels } from '#/config/labels.ts';
import { bookingLink, siteLinksFrom, type NavLink, type NavPage, type SiteLinks } from '#/lib/nav-links.ts';
import { footerServiceLinks } from '#/lib/service-places.ts';
import { live, namesOf, pageOf, type SiteContent } from '#/lib/site-content.ts';
import type { Settings } from '#/config/settings-schema.ts';
import Footer from './Footer';
import Header from './Header';

interface Props {
  settings: Settings;
  /** The page's address: the header marks its link as the current page. */
  path: string;
  links: SiteLinks;
  /** The footer's service links (src/lib/service-places.ts). */
  serviceLinks: NavLink[];
  /** The page's own closing band; without it, the home page's. */
  cta?: Cta | undefined;
  homeCta: Cta;
  /** Where the page's own last action leads: the closing band does not repeat it. */
  pageAction?: string | undefined;
  /** A page someone may need to leave in a hurry: "Exit this page" in the header. */
  quickExit?: boolean | undefined;
  year: number;
  children?: ReactNode;
}

/** What a page gives the frame around it: its closing band, its own last action, its quick exit. */
export type PageFrame = Pick<Props, 'cta' | 'pageAction' | 'quickExit'>;

/** A closing band's buttons: its own, or one to the booking page; never to the page itself, nor the page's own last action. */
const withActions = (cta: Cta, path: string, pageAction: string | undefined) => ({
  ...cta,
  actions: (cta.actions ?? [{ href: bookingLink.href, label: bookingLink.fullLabel }]).filter(
    ({ href }) => href !== path && href !== pageAction,
  ),
});

/** What the frame draws around every page, from the site's content: links, footer services and the home page's closing band. */
export const frameProps = (content: SiteContent) => ({
  settings: content.settings,
  links: siteLinksFrom(
    Object.entries(content.pages).map(([id, page]) => ({ id, ...(page as Pick<NavPage, 'navigation'>) })),
  ),
  serviceLinks: footerServiceLinks(live(content.services), namesOf(pageOf(content, 'services').footerLinks)),
  homeCta: pageOf(content, 'home').sections?.cta ?? { heading: '' },
});

/**
 * Every page's body around its own content: the skip link, the header, the page with its
 * closing band, and the footer. The layout (src/layouts/BaseLayout.astro) and the editor's
 * preview (src/editor/preview/PreviewPage.tsx) both draw it.
 */
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
