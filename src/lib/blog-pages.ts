import { labels } from '#/config/labels.ts';
import { paths } from '#/config/paths.ts';

export const POSTS_PER_PAGE = 10;

/** Feed readers keep the older ones they fetched. */
export const FEED_POSTS = 20;

export const feedPosts = <T>(newestFirst: readonly T[]): T[] => newestFirst.slice(0, FEED_POSTS);

/** Page 1 shows it as written, later pages add their number. */
export interface BlogCopy {
  title: string;
  heading: string;
  description: string;
}

export interface BlogIndexPage {
  number: number;
  path: string;
  title: string;
  description: string;
}

/** At least one, so an empty blog still has /blog. */
export const blogPageCount = (posts: number) => Math.max(1, Math.ceil(posts / POSTS_PER_PAGE));

export function blogIndexPages(posts: number, copy: BlogCopy): BlogIndexPage[] {
  return Array.from({ length: blogPageCount(posts) }, (_, index) => {
    const number = index + 1;
    const suffix = `${labels.page} ${number}`;
    return {
      number,
      path: paths.blogPage(number),
      title: number === 1 ? copy.title : `${copy.heading}, ${suffix}`,
      description: number === 1 ? copy.description : `${copy.description} (${suffix})`,
    };
  });
}

/** None for /blog, "page/2" for /blog/page/2. */
export const blogPageParam = (number: number) => paths.blogPage(number).slice(paths.blog.length + 1) || undefined;
