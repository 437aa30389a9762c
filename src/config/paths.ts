/** The folder of the blog index's later pages (/blog/page/2): no post may take this name. */
export const BLOG_PAGES_FOLDER = 'page';

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
  /** The blog index's pages: page 1 is /blog itself. */
  blogPage: (page: number) => (page === 1 ? '/blog' : `/blog/${BLOG_PAGES_FOLDER}/${page}`),
  notFound: '/404',
  rss: '/rss.xml',
  sitemap: '/sitemap-index.xml',
  manifest: '/manifest.webmanifest',
  /** The web editor, and its go-live checklist beside it (src/go-live/). */
  editor: '/admin',
  goLiveChecklist: '/admin/go-live',
  /** A page's share image: "/" -> "/og/index.png", "/blog/x" -> "/og/blog/x.png". */
  shareImage: (pagePath: string) => `/og/${shareImageSlug(pagePath)}.png`,
} as const;

/** A page's path from the name of its copy (src/content/pages/<id>.md): its name, but for the home and not-found pages. */
export const pagePath = (id: string): string => ({ home: paths.home, 'not-found': paths.notFound })[id] ?? `/${id}`;

/** The share image's name under /og/ for a page's canonical path. */
export const shareImageSlug = (pagePath: string) => (pagePath === '/' ? 'index' : pagePath.slice(1));
