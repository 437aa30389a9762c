import { expect, test } from '@playwright/test';
import { siteSettings } from '#/config/site.ts';
import { paths } from '#/config/paths.ts';
import { publicRating } from '#/lib/seo/structured-data/practice.ts';
import { postSlugs, routes } from '../routes';
import { fetchPng, localPath, readBuiltPage } from './built-page';

const site = siteSettings();

type Node = Record<string, unknown>;

/** What each schema.org type needs to be useful to search engines (Google's required and key recommended fields). */
const REQUIRED: Record<string, string[]> = {
  WebSite: ['name', 'url'],
  LocalBusiness: [
    'name',
    'url',
    'image',
    'telephone',
    'email',
    'address.streetAddress',
    'address.addressLocality',
    'address.postalCode',
    'address.addressCountry',
    'geo.latitude',
    'geo.longitude',
    'openingHoursSpecification',
    'priceRange',
    'areaServed',
  ],
  Person: ['name', 'jobTitle', 'url'],
  FAQPage: ['mainEntity'],
  BlogPosting: ['headline', 'description', 'datePublished', 'author.name', 'image.url', 'publisher.name', 'url'],
  BreadcrumbList: ['itemListElement'],
  Service: ['name', 'description', 'url', 'provider.name', 'areaServed'],
};

/** Review markup: a type or a property (the words themselves may well appear in copy). */
const NO_REVIEWS = /"@type":"(Review|AggregateRating|Rating)"|"(review|reviews|aggregateRating)":/;
/** The one rating allowed: her public review profile's, on the practice, linked to it. */
const PUBLIC_RATING = site.reviews ? JSON.stringify({ aggregateRating: publicRating(site.reviews) }).slice(1, -1) : '';

/** The types each kind of page carries. */
const articles = new Set(postSlugs.map(paths.post));

function expectedTypes(route: string): string[] {
  if (route === '/') return ['WebSite', 'LocalBusiness', 'Person'];
  if (route === '/about') return ['Person'];
  if (route === '/faq') return ['FAQPage'];
  if (articles.has(route)) return ['BlogPosting', 'BreadcrumbList'];
  if (/^\/(services|clinics)\//.test(route)) return ['Service', 'BreadcrumbList'];
  return [];
}

const at = (node: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Node | undefined)?.[key], node);

const isFilled = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The nodes of a page's JSON-LD blocks; a block that does not parse fails the test. */
function nodesOf(blocks: string[]): Node[] {
  return blocks.flatMap((block) => {
    const data = JSON.parse(block) as Node;
    expect(data['@context']).toBe('https://schema.org');
    return (data['@graph'] as Node[] | undefined) ?? [data];
  });
}

test.describe('structured data', () => {
  test('on every page, each JSON-LD block parses and has what its type needs', async ({ page }) => {
    for (const route of routes) {
      await test.step(route, async () => {
        const built = await readBuiltPage(page, route);
        const nodes = nodesOf(built.jsonLd);
        expect(nodes.map((node) => node['@type'])).toEqual(expectedTypes(route));
        for (const node of nodes) {
          const required = REQUIRED[String(node['@type'])] ?? [];
          for (const path of required) expect(isFilled(at(node, path)), `${String(node['@type'])}.${path}`).toBe(true);
        }
        const markup = built.jsonLd.join('');
        if (route === '/' && PUBLIC_RATING) expect(markup).toContain(PUBLIC_RATING);
        expect(markup.replace(PUBLIC_RATING, ''), 'no review or rating markup from chosen quotes').not.toMatch(
          NO_REVIEWS,
        );
      });
    }
  });

  test('the practice: contact details, place and hours from the settings', async ({ page }) => {
    const business = nodesOf((await readBuiltPage(page, '/')).jsonLd).find((n) => n['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({
      name: site.practiceName,
      email: site.email,
      telephone: `+44${site.phone.replace(/\D/g, '').replace(/^0/, '')}`,
      geo: { latitude: site.map.latitude, longitude: site.map.longitude },
      address: { postalCode: site.address.postcode, addressLocality: site.address.town, addressCountry: 'GB' },
      areaServed: [
        { '@type': 'City', name: site.address.town },
        { '@type': 'Country', name: 'United Kingdom' },
      ],
    });
    const open = site.officeHours.flatMap((hours) => ('closed' in hours ? [] : [hours]));
    expect(business?.['openingHoursSpecification']).toEqual(
      open.map(({ days, opens, closes }) => expect.objectContaining({ dayOfWeek: days, opens, closes })),
    );
  });

  test('the FAQ page marks up exactly the questions it shows', async ({ page }) => {
    const built = await readBuiltPage(page, '/faq');
    const [faq] = nodesOf(built.jsonLd);
    const questions = (faq?.['mainEntity'] as Node[]).map((question) => {
      expect(isFilled(at(question, 'acceptedAnswer.text'))).toBe(true);
      return question['name'];
    });
    expect(questions.length).toBeGreaterThan(0);
    expect(questions).toEqual(built.questions);
  });

  test('articles: published on the date they show, their share image as image', async ({ page, request }) => {
    for (const route of routes.filter((one) => articles.has(one))) {
      const built = await readBuiltPage(page, route);
      const [posting] = nodesOf(built.jsonLd);
      expect(posting?.['datePublished'], route).toBe(built.dates[0]);
      expect(at(posting, 'author.name')).toBe(site.practitioner.name);
      expect(at(posting, 'image.url')).toBe(built.meta['og:image']?.[0]);
      expect(await fetchPng(request, localPath(String(at(posting, 'image.url'))))).toMatchObject({
        width: 1200,
        height: 630,
      });
    }
  });

  test('breadcrumbs run from the home page through the section to the page itself', async ({ page }) => {
    for (const route of routes.filter((one) => one.split('/').length === 3)) {
      const built = await readBuiltPage(page, route);
      const trail = nodesOf(built.jsonLd).find((node) => node['@type'] === 'BreadcrumbList');
      const items = trail?.['itemListElement'] as Node[];
      expect(items.map((item) => item['position'])).toEqual([1, 2, 3]);
      expect(items.map((item) => item['item'])).toEqual([
        `${site.siteUrl}/`,
        `${site.siteUrl}/${route.split('/')[1]}`,
        built.canonicals[0],
      ]);
      for (const item of items) expect(isFilled(item['name'])).toBe(true);
    }
  });
});
