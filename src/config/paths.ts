/** No post may take this name. */
export const BLOG_PAGES_FOLDER = 'page';

/** Canonical form: no trailing slash. */
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
  /** Where the enquiry form's service sends the visitor (only while a form is set). */
  enquirySent: '/thank-you',
  clinic: (id: string) => `/clinics/${id}`,
  service: (slug: string) => `/services/${slug}`,
  post: (slug: string) => `/blog/${slug}`,
  blogPage: (page: number) => (page === 1 ? '/blog' : `/blog/${BLOG_PAGES_FOLDER}/${page}`),
  notFound: '/404',
  rss: '/rss.xml',
  sitemap: '/sitemap-index.xml',
  manifest: '/manifest.webmanifest',
  editor: '/admin',
  goLiveChecklist: '/admin/go-live',
  /** The coming days on which the site changes by itself: the scheduled rebuild reads it from the live site. */
  siteDates: '/admin/dates.json',
  /** Her details for the directories, ready to paste (beside the checklist). */
  profileKit: '/admin/profile-kit',
  /** "/" -> "/og/index.png", "/blog/x" -> "/og/blog/x.png". */
  shareImage: (pagePath: string) => `/og/${shareImageSlug(pagePath)}.png`,
} as const;

/** Its copy's name, but for the home and not-found pages. */
export const pagePath = (id: string): string => ({ home: paths.home, 'not-found': paths.notFound })[id] ?? `/${id}`;

export const shareImageSlug = (pagePath: string) => (pagePath === '/' ? 'index' : pagePath.slice(1));
