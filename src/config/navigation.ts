import { readEntries } from '#/content-check/entries.ts';
import { contentSources } from '#/schemas/collections.ts';
import { navigation } from '#/schemas/page.ts';
import { siteLinksFrom } from './nav-links.ts';

export { bookingLink, LINK_ORDER, type LinkList, type NavLink } from './nav-links.ts';

const pages = readEntries(contentSources.pages.source).map(({ id, data }) => ({
  id,
  navigation: navigation.parse((data as { navigation?: unknown }).navigation),
}));

/** The header's, phone menu's and footer's links, from the pages' files. */
export const siteLinks = siteLinksFrom(pages);
