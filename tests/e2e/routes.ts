/** Every route: the spec's fixed pages (plus /privacy and /terms) and one for each clinic, service and post. */
import { clinicIds, postSlugs, serviceSlugs } from '../content.ts';

export { clinicIds, postSlugs, serviceSlugs };

export const routes = [
  '/',
  '/about',
  '/contact',
  '/booking',
  '/clinics',
  ...clinicIds.map((id) => `/clinics/${id}`),
  '/services',
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  '/online-therapy',
  '/faq',
  '/blog',
  ...postSlugs.map((slug) => `/blog/${slug}`),
  '/privacy',
  '/terms',
];
