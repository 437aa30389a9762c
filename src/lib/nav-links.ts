/**
 * The lists of links and the booking call to action, from pages' copy given to them: no file
 * reading here: the site's frame takes them from the pages' data, Astro's or the web editor's
 * (frameProps in src/components/layout/SiteFrame.tsx).
 */
import { pagePath, paths } from '#/config/paths.ts';

export interface NavLink {
  href: string;
  label: string;
}

export type LinkList = 'header' | 'footer' | 'legal';

/** A page file's id and its `navigation` words (src/schemas/page.ts). */
export interface NavPage {
  id: string;
  navigation?: Partial<Record<LinkList, string | undefined>> | undefined;
}

/**
 * The order of each list of links, by page file. Which pages a list links, and with what words,
 * comes from each page's own copy (its `navigation` field): a page linked from a list but not
 * named here comes last in it, so a new page needs no line here.
 */
export const LINK_ORDER: Record<LinkList, string[]> = {
  header: ['clinics', 'services', 'online-therapy', 'blog', 'faq'],
  footer: ['home', 'about', 'services', 'blog', 'faq', 'contact'],
  legal: ['privacy', 'terms', 'accessibility'],
};

const placeIn = (list: LinkList, id: string) => {
  const place = LINK_ORDER[list].indexOf(id);
  return place === -1 ? LINK_ORDER[list].length : place;
};

/** The pages a list links, in its order (then by file name), each with its words for that list. */
const linksFrom = (pages: readonly NavPage[], list: LinkList): NavLink[] =>
  pages
    .flatMap(({ id, navigation: words }) => {
      const label = words?.[list];
      return label ? [{ id, href: pagePath(id), label }] : [];
    })
    .sort((a, b) => placeIn(list, a.id) - placeIn(list, b.id) || a.id.localeCompare(b.id))
    .map(({ href, label }) => ({ href, label }));

/** The booking call to action: short in the header, in full in the menu and on the pages. */
export const bookingLink = {
  href: paths.booking,
  label: 'Book Consultation',
  fullLabel: 'Book Your Free Consultation',
};

/** Every list of links the site's header, phone menu and footer show. */
export interface SiteLinks {
  header: NavLink[];
  /** The phone's menu: the header's links, then About and Contact, which a phone's header has no room for. */
  menu: NavLink[];
  /** The footer's quick links: the pages it links, then booking. */
  footer: NavLink[];
  legal: NavLink[];
}

/** The site's lists of links, from the pages' `navigation` words. */
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
