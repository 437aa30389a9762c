/**
 * Each page file's view: the page's own composition (its component fed by its props function), handed what its
 * route shell hands it: the content (as she types it), the page's copy, its pictures and her text, drawn.
 */
import type { ComponentType, ReactNode } from 'react';
import heroArt from '#/assets/art/hero.png';
import BlogIndexPage, { blogIndexProps } from '#/components/blog/BlogIndexPage.tsx';
import ClinicsPage, { clinicsProps } from '#/components/clinics/ClinicsPage.tsx';
import ContactPage, { contactProps } from '#/components/contact/ContactPage.tsx';
import FaqPage, { faqProps } from '#/components/faq/FaqPage.tsx';
import HomePage, { homeProps } from '#/components/home/HomePage.tsx';
import TestimonialCarousel from '#/components/home/TestimonialCarousel.tsx';
import type { PageFrame } from '#/components/layout/SiteFrame.tsx';
import ServicesPage, { servicesProps } from '#/components/services/ServicesPage.tsx';
import NotFoundPage, { notFoundProps } from '#/components/ui/NotFoundPage.tsx';
import ProsePage, { prosePageProps } from '#/components/ui/ProsePage.tsx';
import { sortByDate } from '#/lib/blog-chain.ts';
import { blogIndexPages, POSTS_PER_PAGE, type BlogCopy } from '#/lib/blog-pages.ts';
import { pageData } from '#/lib/site-content.ts';
import type { PageData } from '#/schemas/page.ts';
import { dayOf, portraitUrl } from '#/editor/preview/entry.ts';
import type { SiteData } from '#/editor/preview/site-data.ts';
import { usePhoto } from '#/editor/preview/use-photo.ts';

type Picture = (path: string) => string | undefined;

/** What a route shell hands the page: the content, the page's copy, its pictures and its text, drawn. */
export interface Shell {
  site: SiteData;
  page: Record<string, unknown>;
  picture: Picture;
  body: ReactNode;
  /** Framed by the site's header, closing band and footer. */
  framed: (frame: PageFrame, page: ReactNode) => ReactNode;
}

/** The page's component, fed by its props function, framed as its `frame` says (its closing band...). */
function composed<P extends { frame: PageFrame }>(
  framed: Shell['framed'],
  { frame, ...props }: P,
  Page: ComponentType<Omit<P, 'frame'>>,
) {
  return framed(frame, <Page {...props} />);
}

/** The editor resizes nothing: its one PNG where the page offers WebP copies. */
const art = { webp: heroArt.src, width: heroArt.width, height: heroArt.height };

/** Her portrait, from the settings; the carousel drawn as is (the route shell's island). */
function HomeView({ site, page, picture, framed }: Shell) {
  const { frame, ...props } = homeProps(site.content, pageData('home', page));
  const { portrait } = site.settings;
  const photo = usePhoto(portrait?.image ? portraitUrl(picture, portrait.image) : undefined, portrait?.alt ?? '');
  const carousel = <TestimonialCarousel testimonials={props.quotes} />;
  return framed(frame, <HomePage {...props} art={art} portrait={photo} carousel={carousel} />);
}

/** Its class crops a cover to 3:2; the build reads each picture's own size, which the preview need not wait for. */
const CARD_ART = { width: 3, height: 2 };

/** Its first page, as the route shell lists them (newest first), covers from the editor. */
function BlogView({ site, page, picture, framed }: Shell) {
  const copy = pageData('blog', page) as PageData<'blog'> & BlogCopy;
  const posts = sortByDate(
    site.posts.map(({ id, data }) => {
      const cover = picture(String(data.cover ?? ''));
      const { title, excerpt, date } = data;
      return { id, slug: id, title, excerpt, date, cover: cover ? { webp: cover, ...CARD_ART } : undefined };
    }),
  ).reverse();
  const pager = { hrefs: blogIndexPages(site.posts.length, copy).map(({ path }) => path), current: 1 };
  return composed(framed, blogIndexProps(copy, posts.slice(0, POSTS_PER_PAGE), pager), BlogIndexPage);
}

/** None while it is not a whole date. */
function updatedOf(written: unknown): Date | undefined {
  const day = dayOf(written);
  return Number.isNaN(day.getTime()) ? undefined : day;
}

/** Her portrait where the page shows it and she has one, else the page's own picture. */
const proseView = (id: string) =>
  function ProseView({ site, page, picture, body, framed }: Shell) {
    const copy = pageData(id, { ...page, updated: updatedOf(page['updated']) });
    const { frame, portrait: showsPortrait, ...props } = prosePageProps(site.content, id, copy);
    const { portrait } = site.settings;
    const photo = usePhoto(
      showsPortrait && portrait ? portraitUrl(picture, portrait.image) : picture(String(page['image'] ?? '')),
      showsPortrait && portrait ? portrait.alt : String(page['imageAlt'] ?? ''),
    );
    return framed(
      frame,
      <ProsePage {...props} picture={photo}>
        {body}
      </ProsePage>,
    );
  };

export type View = ComponentType<Shell>;

/** Each page file's view, by its name (src/content/pages/). */
export const pageViews = {
  home: HomeView,
  services: ({ site, page, framed }) =>
    composed(framed, servicesProps(site.content, pageData('services', page)), ServicesPage),
  clinics: ({ site, page, framed }) =>
    composed(framed, clinicsProps(site.content, pageData('clinics', page)), ClinicsPage),
  faq: ({ site, page, framed }) => composed(framed, faqProps(site.content, pageData('faq', page)), FaqPage),
  contact: ({ site, page, framed }) =>
    composed(framed, contactProps(site.content, pageData('contact', page)), ContactPage),
  'not-found': ({ site, page, framed }) =>
    composed(framed, notFoundProps(site.content, pageData('not-found', page)), NotFoundPage),
  blog: BlogView,
  about: proseView('about'),
  accessibility: proseView('accessibility'),
  booking: proseView('booking'),
  'online-therapy': proseView('online-therapy'),
  privacy: proseView('privacy'),
  terms: proseView('terms'),
} satisfies Record<string, View>;
