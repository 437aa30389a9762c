import { readEntries } from '#/content-check/entries.ts';
import { paths } from '#/lib/paths.ts';
import { contentSources } from '#/schemas/collections.ts';
import { navigation } from '#/schemas/page.ts';
import { footerQuickLinksFrom, linksFrom, type LinkList, type NavLink } from './nav-links.ts';

export { bookingLink, LINK_ORDER, type LinkList, type NavLink } from './nav-links.ts';

const pages = readEntries(contentSources.pages.source).map(({ id, data }) => ({
  id,
  navigation: navigation.parse((data as { navigation?: unknown }).navigation),
}));

/** The pages a list links, in its order (then by file name), each with its words for that list. */
export const linksOf = (list: LinkList): NavLink[] => linksFrom(pages, list);

/** Header links, followed by the booking call to action. */
export const headerLinks = linksOf('header');

export const footerQuickLinks: NavLink[] = footerQuickLinksFrom(pages);

/** The mobile menu: the header's links, then About and Contact, which a phone's header has no room for. */
export const menuLinks: NavLink[] = [
  ...headerLinks,
  ...linksOf('footer').filter(({ href }) => href === paths.about || href === paths.contact),
];

export const footerLegalLinks = linksOf('legal');
