import { readEntries } from '#/content-check/entries.ts';
import { pagePath, paths } from '#/lib/paths.ts';
import { contentSources } from '#/schemas/collections.ts';
import { navigation } from '#/schemas/page.ts';

export interface NavLink {
  href: string;
  label: string;
}

export type LinkList = 'header' | 'footer' | 'legal';

/**
 * The order of each list of links, by page file. Which pages a list links, and with what words,
 * comes from each page's own copy (its `navigation` field): a page linked from a list but not
 * named here comes last in it, so a new page needs no line here.
 */
export const LINK_ORDER: Record<LinkList, string[]> = {
  header: ['clinics', 'services', 'online-therapy', 'blog', 'faq'],
  footer: ['home', 'about', 'services', 'blog', 'faq', 'contact'],
  legal: ['privacy', 'terms'],
};

const pages = readEntries(contentSources.pages.source).map(({ id, data }) => ({
  id,
  navigation: navigation.parse((data as { navigation?: unknown }).navigation),
}));

const placeIn = (list: LinkList, id: string) => {
  const place = LINK_ORDER[list].indexOf(id);
  return place === -1 ? LINK_ORDER[list].length : place;
};

/** The pages a list links, in its order (then by file name), each with its words for that list. */
export const linksOf = (list: LinkList): NavLink[] =>
  pages
    .flatMap(({ id, navigation: words }) => (words?.[list] ? [{ id, href: pagePath(id), label: words[list] }] : []))
    .sort((a, b) => placeIn(list, a.id) - placeIn(list, b.id) || a.id.localeCompare(b.id))
    .map(({ href, label }) => ({ href, label }));

/** Header links, followed by the booking call to action. */
export const headerLinks = linksOf('header');

/** The booking call to action: short in the header, in full in the menu and on the pages. */
export const bookingLink = {
  href: paths.booking,
  label: 'Book Consultation',
  fullLabel: 'Book Your Free Consultation',
};

export const footerQuickLinks: NavLink[] = [...linksOf('footer'), { href: bookingLink.href, label: bookingLink.label }];

/** The mobile menu: the header's links, then About and Contact, which a phone's header has no room for. */
export const menuLinks: NavLink[] = [
  ...headerLinks,
  ...linksOf('footer').filter(({ href }) => href === paths.about || href === paths.contact),
];

export const footerLegalLinks = linksOf('legal');
