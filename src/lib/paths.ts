/** Every internal URL of the site, written once. Canonical form: no trailing slash. */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  booking: '/booking',
  clinics: '/clinics',
  services: '/services',
  onlineTherapy: '/online-therapy',
  faq: '/faq',
  blog: '/blog',
  privacy: '/privacy',
  terms: '/terms',
  clinic: (id: string) => `/clinics/${id}`,
  service: (slug: string) => `/services/${slug}`,
  post: (slug: string) => `/blog/${slug}`,
} as const;

/** The canonical form of a built page's path: "/about.html" -> "/about", "/index.html" -> "/". */
export function canonicalPath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1');
  return path === '' ? '/' : path;
}
