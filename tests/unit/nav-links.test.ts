/** The site's lists of links, from the words each page gives itself (the header, the phone menu, the footer). */
import { describe, expect, it } from 'vitest';
import { bookingLink, LINK_ORDER, siteLinksFrom } from '#/lib/nav-links.ts';
import { pagePath, paths } from '#/config/paths.ts';

const [first = '', second = ''] = LINK_ORDER.header;
const pages = [
  { id: 'contact', navigation: { footer: 'Get in touch' } },
  { id: second, navigation: { header: 'Second' } },
  { id: 'zz-new-page', navigation: { header: 'New' } },
  { id: 'about', navigation: { footer: 'About me' } },
  { id: first, navigation: { header: 'First', footer: 'First, in the footer' } },
  { id: 'privacy', navigation: { legal: 'Privacy' } },
  { id: 'unlinked' },
];
const links = siteLinksFrom(pages);

describe('siteLinksFrom', () => {
  it('lists the header’s pages in its order, a page it does not name last', () => {
    expect(links.header).toEqual([
      { href: pagePath(first), label: 'First' },
      { href: pagePath(second), label: 'Second' },
      { href: pagePath('zz-new-page'), label: 'New' },
    ]);
  });

  it('gives the phone menu the header’s links, then About and Contact with their footer words', () => {
    expect(links.menu).toEqual([
      ...links.header,
      { href: paths.about, label: 'About me' },
      { href: paths.contact, label: 'Get in touch' },
    ]);
  });

  it('ends the footer’s quick links with booking; the legal links are their own list', () => {
    expect(links.footer.at(-1)).toEqual({ href: bookingLink.href, label: bookingLink.label });
    expect(links.footer).toContainEqual({ href: pagePath(first), label: 'First, in the footer' });
    expect(links.legal).toEqual([{ href: pagePath('privacy'), label: 'Privacy' }]);
  });
});
