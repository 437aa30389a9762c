import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { labels } from '#/config/labels.ts';
import { blogIndexPages, POSTS_PER_PAGE } from '#/lib/blog-pages.ts';
import { paths, shareImageSlug } from '#/config/paths.ts';
import { DIST } from '../support/built-pages';
import { entries } from '../content';
import { postSlugs, sitemapRoutes } from '../e2e/routes';

const blog = entries('pages').find(({ id }) => id === 'blog')?.data ?? {};
const copy = { title: String(blog['title']), heading: String(blog['heading']), description: String(blog['description']) };
const indexPages = blogIndexPages(postSlugs.length, copy);
const html = (path: string) => readFileSync(join(DIST, `${path}.html`), 'utf8');
/** The posts a page's cards link to. */
const cardSlugs = (page: string) =>
  page
    .split('<article')
    .slice(1)
    .map((card) => /href="\/blog\/([^"/]+)"/.exec(card)?.[1]);

describe('the built blog index', () => {
  it('shows the pager only when the posts fill more than one page', () => {
    for (const { path } of indexPages) {
      expect(html(path).includes(`aria-label="${labels.blogPages}"`), path).toBe(indexPages.length > 1);
    }
  });

  it('lists every post on exactly one of its pages, newest first, at most a page size each', () => {
    const listed = indexPages.flatMap(({ path }) => {
      const slugs = cardSlugs(html(path));
      expect(slugs.length, path).toBeLessThanOrEqual(POSTS_PER_PAGE);
      return slugs;
    });
    expect(listed).toEqual(postSlugs.toReversed());
  });

  it('puts the feed link where a reader looks for it: after the page heading, above the articles (issue 47)', () => {
    const main = html(paths.blog).split('<main')[1] ?? '';
    const [heading = -1, feed = -1, firstCard = -1] = ['<h1', `href="${paths.rss}"`, '<article'].map((mark) =>
      main.indexOf(mark),
    );
    expect(heading).toBeGreaterThanOrEqual(0);
    expect(feed).toBeGreaterThan(heading);
    expect(firstCard).toBeGreaterThan(feed);
  });

  it('has no page 1 of its own: page 1 is /blog', () => {
    expect(existsSync(join(DIST, `${paths.blogPage(2).replace(/2$/, '1')}.html`))).toBe(false);
  });
});

describe('the site list of pages', () => {
  /** "og/blog/x.png" -> "/blog/x": the page each share image was made for. */
  const shareImagePages = readdirSync(join(DIST, 'og'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.slice(0, -'.png'.length))
    .map((slug) => (slug === shareImageSlug(paths.home) ? paths.home : `/${slug}`));

  it('the sitemap lists exactly the pages with a share image (both read src/lib/seo/site-pages.ts), but the not-found page', () => {
    expect(sitemapRoutes().toSorted()).toEqual(shareImagePages.filter((path) => path !== paths.notFound).toSorted());
  });

  it('the sitemap lists every page of the blog index', () => {
    expect(sitemapRoutes()).toEqual(expect.arrayContaining(indexPages.map(({ path }) => path)));
  });
});
