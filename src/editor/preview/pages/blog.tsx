import BlogIndexPage, { type PostListing } from '#/components/blog/BlogIndexPage.tsx';
import FeedLink from '#/components/blog/FeedLink.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import { sortByDate } from '#/lib/blog-chain.ts';
import { blogIndexPages, POSTS_PER_PAGE, type BlogCopy } from '#/lib/blog-pages.ts';
import { paths } from '#/config/paths.ts';
import type { PreviewProps } from '#/editor/preview/entry.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import type { SiteData } from '#/editor/preview/site-data.ts';
import { usePreview } from '#/editor/preview/use-preview.tsx';
import { pageData } from '#/lib/site-content.ts';
import type { PageData } from '#/schemas/page.ts';

/** Its class crops it to 3:2; the build reads each picture's own size, which the preview need not wait for. */
const CARD_ART = { width: 3, height: 2 };

/** As src/lib/content.ts getPosts lists them, covers from the editor. */
function listings(site: SiteData, picture: (path: string) => string | undefined): PostListing[] {
  const posts = site.posts.map(({ id, data }) => {
    const cover = picture(String(data.cover ?? ''));
    return {
      id,
      slug: id,
      title: data.title,
      excerpt: data.excerpt,
      date: data.date,
      cover: cover ? { webp: cover, ...CARD_ART } : undefined,
    };
  });
  return sortByDate(posts).reverse();
}

export default function BlogPagePreview(props: PreviewProps) {
  const { fields, site, problems, picture } = usePreview(props);
  if (!site) return null;
  const page = pageData('blog', fields) as PageData<'blog'> & BlogCopy;
  const pages = blogIndexPages(site.posts.length, page);
  return (
    <PreviewPage frame={props.document} problems={problems} site={site} path={paths.blog}>
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
