import type {
  AggregateRating,
  LocalBusiness,
  OpeningHoursSpecification,
  Person,
  Place,
  ProgramMembership,
  WebSite,
} from 'schema-dts';
import { seesClientsInPerson } from '#/config/fill-ins.ts';
import type { ReviewProfile } from '#/config/review-profile.ts';
import type { Membership, Settings } from '#/config/settings-schema.ts';
import { siteSettings } from '#/config/site.ts';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { telHref } from '#/lib/contact-links.ts';
import { paths } from '#/config/paths.ts';
import { icons } from '#/lib/seo/icons.ts';
import { absoluteUrl, LANGUAGE } from '#/lib/seo/urls.ts';

/** The settings only accept a UK postcode and GBP prices: the practice is in the United Kingdom. */
const COUNTRY = { code: 'GB', name: 'United Kingdom' };

const practiceId = () => absoluteUrl('/#practice');
const practitionerId = () => absoluteUrl(`${paths.about}#practitioner`);

export const logo = () => absoluteUrl(icons.large.path);

export const areaServed = (): Place[] => [
  { '@type': 'City', name: siteSettings().address.town },
  { '@type': 'Country', name: COUNTRY.name },
];

/** Closed days are left out, as schema.org reads them. */
export function openingHours(hours: Settings['officeHours']): OpeningHoursSpecification[] {
  return hours.flatMap((entry) =>
    'closed' in entry
      ? []
      : [{ '@type': 'OpeningHoursSpecification', dayOfWeek: entry.days, opens: entry.opens, closes: entry.closes }],
  );
}

export const practiceRef = () =>
  ({ '@type': 'LocalBusiness', '@id': practiceId(), name: siteSettings().practiceName }) as const;

/** With what Google needs of an author. */
export const practitionerRef = () =>
  ({
    '@type': 'Person',
    '@id': practitionerId(),
    name: siteSettings().practitioner.name,
    url: absoluteUrl(paths.about),
  }) as const;

/**
 * Plain LocalBusiness: MedicalBusiness would present complementary therapy as medical care (which UK advertising
 * rules forbid implying); HealthAndBeautyBusiness would file it with salons and spas.
 */
export function practice(description: string): LocalBusiness {
  const site = siteSettings();
  return {
    '@type': 'LocalBusiness',
    '@id': practiceId(),
    name: site.practiceName,
    description,
    url: absoluteUrl(paths.home),
    image: absoluteUrl(paths.shareImage(paths.home)),
    logo: logo(),
    telephone: telHref(site.phone).replace(/^tel:/, ''),
    email: site.email,
    // Online only (Practice settings › Your practice), no venue to visit: her town, not the street.
    address: {
      '@type': 'PostalAddress',
      ...(seesClientsInPerson(site) && { streetAddress: `${site.address.venue}, ${site.address.street}` }),
      addressLocality: site.address.town,
      addressRegion: site.address.county,
      ...(seesClientsInPerson(site) && { postalCode: site.address.postcode }),
      addressCountry: COUNTRY.code,
    },
    ...(seesClientsInPerson(site) && {
      geo: { '@type': 'GeoCoordinates', latitude: site.map.latitude, longitude: site.map.longitude },
    }),
    openingHoursSpecification: openingHours(site.officeHours),
    priceRange: settingsFillIns().tokens['sessionPrice'] ?? '',
    currenciesAccepted: site.prices.currency,
    areaServed: areaServed(),
    ...(site.social.length > 0 ? { sameAs: site.social.map((profile) => profile.url) } : {}),
    founder: { '@id': practitionerId() },
    ...(site.reviews ? { aggregateRating: publicRating(site.reviews) } : {}),
  };
}

/** Only from her public review profile: no quote she chose becomes a Review or a rating. */
export function publicRating(profile: ReviewProfile): AggregateRating {
  return {
    '@type': 'AggregateRating',
    ratingValue: profile.average,
    reviewCount: profile.count,
    bestRating: 5,
    worstRating: 1,
    name: `${profile.platform} reviews`,
    url: profile.url,
  };
}

function memberships(list: readonly Membership[]): ProgramMembership[] {
  return list.map((membership) => ({
    '@type': 'ProgramMembership',
    ...(membership.membershipNumber && { membershipNumber: membership.membershipNumber }),
    ...(membership.registerUrl && { url: membership.registerUrl }),
    hostingOrganization: { '@type': 'Organization', name: membership.name },
  }));
}

export function practitioner(): Person {
  const site = siteSettings();
  return {
    ...practitionerRef(),
    jobTitle: site.practitioner.role,
    worksFor: { '@id': practiceId() },
    ...(site.credentials.memberships.length > 0 ? { memberOf: memberships(site.credentials.memberships) } : {}),
  };
}

/** So search results can show the practice's name. */
export function website(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': absoluteUrl('/#website'),
    name: siteSettings().practiceName,
    url: absoluteUrl(paths.home),
    inLanguage: LANGUAGE,
    publisher: { '@id': practiceId() },
  };
}
