import { readEntries } from '#/lib/entries.ts';
import { contentSources } from '#/schemas/collections.ts';
import { navigation } from '#/schemas/page.ts';
import { siteLinksFrom, type SiteLinks } from './nav-links.ts';

export { bookingLink, LINK_ORDER, type LinkList, type NavLink } from './nav-links.ts';

/** The header's, phone menu's and footer's links, from the pages' files (read when a page is built, not on import). */
export const siteLinks = (): SiteLinks =>
  siteLinksFrom(
    readEntries(contentSources.pages.source).map(({ id, data }) => ({
      id,
      navigation: navigation.parse((data as { navigation?: unknown }).navigation),
    })),
  );
