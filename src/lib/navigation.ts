import { getCollection } from 'astro:content';
import { siteLinksFrom, type SiteLinks } from './nav-links.ts';

export { bookingLink, LINK_ORDER, type LinkList, type NavLink } from './nav-links.ts';

/** The header's, phone menu's and footer's links, from the pages' copy as Astro's content layer read it. */
export const siteLinks = async (): Promise<SiteLinks> =>
  siteLinksFrom((await getCollection('pages')).map(({ id, data }) => ({ id, navigation: data.navigation })));
