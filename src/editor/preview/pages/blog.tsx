import BlogIndexPage, { type PostListing } from '#/components/blog/BlogIndexPage.tsx';
import FeedLink from '#/components/blog/FeedLink.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import { sortByDate } from '#/lib/blog-chain.ts';
import { blogIndexPages, POSTS_PER_PAGE, type BlogCopy } from '#/lib/blog-pages.ts';
import { paths } from '#/config/paths.ts';
import { dayOf, type PreviewProps } from '#/editor/preview/entry.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import { shownData } from '#/editor/preview/shown-data.ts';
import type { SiteData } from '#/editor/preview/site-data.ts';
import { usePreview } from '#/editor/preview/use-preview.tsx';
import type { PageCopy } from './page-copy';

/**
 * The card art's shape (its class crops it to 3:2): the build reads each picture's own size,
 * which the preview need not wait for.
 */
const CARD_ART = { width: 3, height: 2 };

/** Every post, newest first, as the index lists them (src/lib/content.ts getPosts), its cover from the editor. */
function listings(site: SiteData, picture: (path: string) => string | undefined): PostListing[] {
  const posts = shownData(site, site.posts).map(({ slug, data }) => {
    const cover = picture(String(data['cover'] ?? ''));
    return {
      id: slug,
      slug,
      title: String(data['title'] ?? ''),
      excerpt: String(data['excerpt'] ?? ''),
      date: dayOf(data['date']),
      cover: cover ? { webp: cover, ...CARD_ART } : undefined,
    };
  });
  return sortByDate(posts).reverse();
}

/** The blog index's first page as she edits its page file. */
export default function BlogPagePreview(props: PreviewProps) {
  const { fields, site, problems, picture } = usePreview(props);
  if (!site) return null;
  const page = fields as typeof fields & PageCopy<'blog'> & BlogCopy;
  const pages = blogIndexPages(site.posts.length, page);
  return (
    <PreviewPage frame={props.document} problems={problems(site)} site={site} path={paths.blog}>
      <PageHero heading={page.heading} lead={page.lead}>
        <FeedLink />
      </PageHero>
      <BlogIndexPage
        posts={listings(site, picture).slice(0, POSTS_PER_PAGE)}
        pager={{ hrefs: pages.map(({ path }) => path), current: 1 }}
      />
    </PreviewPage>
  );
}
