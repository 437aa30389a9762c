/** No file reading here: the frame takes the pages from Astro's data or the web editor's (SiteFrame.tsx). */
import { pagePath, paths } from '#/config/paths.ts';
import { capital, freeOrFirst } from '#/config/fill-ins.ts';
import type { Settings } from '#/config/settings-schema.ts';
import { inNamedOrder } from '#/lib/named-order.ts';

export interface NavLink {
  href: string;
  label: string;
}

export type LinkList = 'header' | 'footer' | 'legal';

export interface NavPage {
  id: string;
  navigation?: Partial<Record<LinkList, string | undefined>> | undefined;
}

/** A page linked from a list but not named here comes last in it, so a new page needs no line here. */
export const LINK_ORDER: Record<LinkList, string[]> = {
  header: ['clinics', 'services', 'online-therapy', 'blog', 'faq'],
  footer: ['home', 'about', 'services', 'blog', 'faq', 'contact'],
  legal: ['privacy', 'terms', 'accessibility'],
};

const linksFrom = (pages: readonly NavPage[], list: LinkList): NavLink[] =>
  inNamedOrder(
    pages.flatMap(({ id, navigation: words }) => {
      const label = words?.[list];
      return label ? [{ id, href: pagePath(id), label }] : [];
    }),
    (link) => link.id,
    LINK_ORDER[list],
  ).map(({ href, label }) => ({ href, label }));

/** Short in the header, in full in the menu and on the pages (fullBookingLabel). */
export const bookingLink = {
  href: paths.booking,
  label: 'Book Consultation',
};

/** "Book Your Free Consultation", or "First" when her first consultation is not free (Practice settings › Your practice). */
export const fullBookingLabel = (site: Pick<Settings, 'freeConsultation'>) =>
  `Book Your ${capital(freeOrFirst(site))} Consultation`;

export interface SiteLinks {
  header: NavLink[];
  /** About and Contact too, which a phone's header has no room for. */
  menu: NavLink[];
  footer: NavLink[];
  legal: NavLink[];
}

export function siteLinksFrom(pages: readonly NavPage[]): SiteLinks {
  const header = linksFrom(pages, 'header');
  const footer = linksFrom(pages, 'footer');
  return {
    header,
    menu: [...header, ...footer.filter(({ href }) => href === paths.about || href === paths.contact)],
    footer: [...footer, { href: bookingLink.href, label: bookingLink.label }],
    legal: linksFrom(pages, 'legal'),
  };
}
