import { describe, expect, it } from 'vitest';
import { siteSettings } from '#/config/site.ts';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { telHref } from '#/lib/contact-links.ts';
import { blogPosting } from '#/lib/seo/structured-data/blog-posting.ts';
import { breadcrumbList } from '#/lib/seo/structured-data/breadcrumbs.ts';
import { openingHours, practice, practitioner, publicRating } from '#/lib/seo/structured-data/practice.ts';
import { serialiseJsonLd } from '#/lib/seo/structured-data/serialise.ts';
import { isoDate } from '#/schemas/text.ts';

const site = siteSettings();
const settingsTokens = settingsFillIns().tokens;

const post = {
  path: '/blog/x',
  title: 'T',
  excerpt: 'E',
  date: isoDate.parse('2024-03-15'),
  author: site.practitioner.name,
};

describe('structured data', () => {
  it('lists opening hours from the settings, leaving closed days out', () => {
    const hours = openingHours([
      { days: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:00' },
      { days: ['Sunday'], closed: true },
    ]);
    expect(hours).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:00' },
    ]);
  });

  it('describes the practice from the settings, with a rating only from her public review profile', () => {
    const business = practice('About the practice.');
    expect(business).toMatchObject({
      name: site.practiceName,
      email: site.email,
      telephone: telHref(site.phone).replace('tel:', ''),
      geo: { latitude: site.map.latitude, longitude: site.map.longitude },
      priceRange: settingsTokens['sessionPrice'],
    });
    expect(business).not.toHaveProperty('review');
    if (site.reviews) expect(business).toHaveProperty('aggregateRating', publicRating(site.reviews));
    else expect(business).not.toHaveProperty('aggregateRating');
  });

  it('a public rating names its source and links there, with its figures as given', () => {
    const profile = { platform: 'Google', average: 4.8, count: 17, url: 'https://g.page/r/abc/review' };
    expect(publicRating(profile)).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.8,
      reviewCount: 17,
      bestRating: 5,
      worstRating: 1,
      name: 'Google reviews',
      url: 'https://g.page/r/abc/review',
    });
  });

  it('names each professional body the practitioner belongs to, with her number and register entry', () => {
    const bodies = site.credentials.memberships;
    expect(bodies.length).toBeGreaterThan(0);
    expect(practitioner()).toHaveProperty(
      'memberOf',
      bodies.map((body) => ({
        '@type': 'ProgramMembership',
        membershipNumber: body.membershipNumber,
        url: body.registerUrl,
        hostingOrganization: { '@type': 'Organization', name: body.name },
      })),
    );
  });

  it('dates an article only when its Date is valid', () => {
    expect(blogPosting(post)).toMatchObject({ datePublished: '2024-03-15' });
    expect(blogPosting({ ...post, date: new Date(Number.NaN) })).not.toHaveProperty('datePublished');
  });

  it('credits a guest author by name, not as the practitioner', () => {
    expect(blogPosting({ ...post, author: 'A Guest' }).author).toEqual({ '@type': 'Person', name: 'A Guest' });
  });

  it('starts every breadcrumb trail at the home page', () => {
    const trail = breadcrumbList([{ name: 'Blog', path: '/blog' }]);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: site.practiceName, item: `${site.siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${site.siteUrl}/blog` },
    ]);
  });

  it('serialises so that no text can close the script element', () => {
    const nodes = [{ '@type': 'Thing' as const, name: '</script><script>alert(1)</script>' }];
    const json = serialiseJsonLd(nodes);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ '@context': 'https://schema.org', '@graph': nodes });
  });
});
