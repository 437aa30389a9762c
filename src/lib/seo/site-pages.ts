import { getCollection } from 'astro:content';
import { blogIndexPages } from '#/lib/blog-pages.ts';
import { getClinics, getPage, getPosts, getServices } from '#/lib/content.ts';
import { pagePath, paths } from '#/config/paths.ts';
import { enquiryFormOf } from '#/config/enquiry-form.ts';
import { enquiryWords } from '#/config/enquiry-words.ts';
import { siteSettings } from '#/config/site.ts';

/** A type, not an interface: Astro props need an index signature. */
export type SitePage = {
  path: string;
  title: string;
  /** Its breadcrumb parent, e.g. "Blog". */
  section?: string;
};

export async function getBlogIndexPages() {
  const [posts, blog] = await Promise.all([getPosts(), getPage('blog')]);
  return blogIndexPages(posts.length, blog.data);
}

export async function getSitePages(): Promise<SitePage[]> {
  const [pages, blogIndex, services, clinics, posts, servicesPage, clinicsPage, blogPage] = await Promise.all([
    getCollection('pages'),
    getBlogIndexPages(),
    getServices(),
    getClinics(),
    getPosts(),
    getPage('services'),
    getPage('clinics'),
    getPage('blog'),
  ]);
  return [
    ...pages.map((page) => ({ path: pagePath(page.id), title: page.data.title })),
    // Page 1 is the blog page's own copy, above.
    ...blogIndex.slice(1).map(({ path, title }) => ({ path, title, section: blogPage.data.heading })),
    ...services.map((service) => ({
      path: paths.service(service.id),
      title: service.data.title,
      section: servicesPage.data.heading,
    })),
    ...clinics.map((clinic) => ({
      path: paths.clinic(clinic.id),
      title: clinic.data.title,
      section: clinicsPage.data.heading,
    })),
    ...posts.map((post) => ({ path: paths.post(post.id), title: post.data.title, section: blogPage.data.heading })),
    // Where her enquiry form sends a visitor, while one is set ([enquirySent].astro).
    ...(enquiryFormOf(siteSettings()) ? [{ path: paths.enquirySent, title: enquiryWords.sent.title }] : []),
  ];
}
