/**
 * Every public route, as the built sitemap lists it (the site's one list of pages, src/lib/seo/site-pages.ts,
 * makes the pages and the sitemap lists what was built); the not-found page is not in it. Run after a build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '#/config/paths.ts';
import { clinicIds, serviceSlugs } from '../content.ts';

export { clinicIds, serviceSlugs };

const DIST = 'dist';

/**
 * The published articles as the content layer gave them to the build, oldest first (same day: by name): each
 * built article page, by the date it shows. Which posts are published is tests/owner/drafts.test.ts's.
 */
function builtArticles(dist = DIST): string[] {
  const folder = join(dist, 'blog');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({
      slug: name.slice(0, -'.html'.length),
      date: /<time datetime="([^"]+)"/i.exec(readFileSync(join(folder, name), 'utf8'))?.[1] ?? '',
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug))
    .map(({ slug }) => slug);
}

/** The paths in the built sitemap files (dist/sitemap-0.xml and on, not the index). */
export function sitemapRoutes(dist = DIST): string[] {
  const files = readdirSync(dist).filter((file) => /^sitemap-\d+\.xml$/.test(file));
  if (files.length === 0) throw new Error(`No ${dist}/sitemap-*.xml: build the site first (npm run build)`);
  return files.flatMap((file) =>
    [...readFileSync(join(dist, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) =>
      new URL(url).pathname.replace(/(.)\/$/, '$1'),
    ),
  );
}

export const routes = sitemapRoutes();
export const postSlugs = builtArticles();
export const notFoundRoute = paths.notFound;

/** One route of each page type (the not-found page included): the layouts differ by type, not by which post or clinic. */
export const routeOfEachType = [
  '/',
  '/about',
  '/contact',
  '/booking',
  '/clinics',
  `/clinics/${clinicIds[0] ?? ''}`,
  '/services',
  `/services/${serviceSlugs[0] ?? ''}`,
  '/online-therapy',
  '/faq',
  '/blog',
  `/blog/${postSlugs.at(-1) ?? ''}`,
  '/privacy',
  '/no-such-page',
];
