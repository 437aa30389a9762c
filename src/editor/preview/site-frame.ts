/**
 * What the site's frame (src/components/layout/SiteFrame.tsx) draws around every previewed page,
 * from the editor's current pages, services and settings, as the build derives it from the files.
 */
import type { Cta } from '#/components/ui/CtaBanner.tsx';
import { siteLinksFrom, type NavPage } from '#/lib/nav-links.ts';
import { shownCopy } from '#/schemas/copy-text.ts';
import { footerServiceLinks } from '#/lib/service-places.ts';
import type { PageSection } from '#/schemas/page.ts';
import { listOf, shownFields, type EntryData } from './entry';
import type { SiteData } from './site-data';

/** Text as the site shows it ({tokens} filled...); its problems are its own entry's to show. */
const shownIn = <T>(site: SiteData, value: T): T =>
  shownFields(value, (text) => shownCopy(text, site.tokens, site.unsetTokens)).fields;

/** The pages' link words (their `navigation`), as the editor holds them. */
const navPages = (site: SiteData): NavPage[] =>
  Object.entries(site.pages).map(([id, data]) => ({
    id,
    navigation: shownIn(site, data['navigation'] as NavPage['navigation']),
  }));

/** The services the Services page names for the footer, in its order. */
const footerOrder = (site: SiteData) => listOf<string>(site.pages['services']?.['footerLinks']);

type ServiceData = Parameters<typeof footerServiceLinks>[0][number]['data'];

const asService =
  (site: SiteData) =>
  ({ slug, data }: EntryData) => ({
    id: slug,
    data: { ...data, footerLink: shownIn(site, data['footerLink']) } as ServiceData,
  });

const homeCta = (site: SiteData): Cta =>
  shownIn(site, (site.pages['home']?.['sections'] as Record<string, PageSection> | undefined)?.['cta']) ?? {
    heading: '',
  };

/** The frame's links, the footer's services and the home page's closing band (every page's without one of its own). */
export const frameOf = (site: SiteData) => ({
  settings: site.settings,
  links: siteLinksFrom(navPages(site)),
  serviceLinks: footerServiceLinks(site.services.map(asService(site)), footerOrder(site)),
  homeCta: homeCta(site),
});
