import { describe, expect, it } from 'vitest';
import { labels } from '#/config/labels.ts';
import { reservedSlugProblems } from '#/content-check/post-slugs.ts';
import { BLOG_PAGES_FOLDER, paths } from '#/lib/paths.ts';
import {
  blogIndexPages,
  blogPageCount,
  blogPageParam,
  FEED_POSTS,
  feedPosts,
  POSTS_PER_PAGE,
} from '#/lib/blog-pages.ts';
import { entries } from '../content';

const blog = entries('pages').find(({ id }) => id === 'blog')?.data;
const copy = {
  title: String(blog?.['title']),
  heading: String(blog?.['heading']),
  description: String(blog?.['description']),
};

describe('the blog index pages', () => {
  it('fills one page up to the page size, then one more per page size', () => {
    expect(blogPageCount(0)).toBe(1);
    expect(blogPageCount(POSTS_PER_PAGE)).toBe(1);
    expect(blogPageCount(POSTS_PER_PAGE + 1)).toBe(2);
    expect(blogPageCount(POSTS_PER_PAGE * 3)).toBe(3);
  });

  it('the first page is /blog with its own copy, however many posts there are', () => {
    const pages = blogIndexPages(entries('blog').length, copy);
    expect(pages).toHaveLength(blogPageCount(entries('blog').length));
    expect(pages[0]).toEqual({ number: 1, path: paths.blog, title: copy.title, description: copy.description });
  });

  it('25 posts make 3 pages, each with its own canonical path, title and description', () => {
    const pages = blogIndexPages(25, copy);
    expect(pages.map(({ path }) => path)).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
    expect(pages.map(({ title }) => title)).toEqual([
      copy.title,
      `${copy.heading}, ${labels.page} 2`,
      `${copy.heading}, ${labels.page} 3`,
    ]);
    expect(new Set(pages.map(({ description }) => description)).size).toBe(3);
    for (const page of pages.slice(1)) expect(page.description).toContain(copy.description);
  });

  it('page 1 has no page number in its address; later pages sit in their own folder', () => {
    expect(blogPageParam(1)).toBeUndefined();
    expect(blogPageParam(2)).toBe(`${BLOG_PAGES_FOLDER}/2`);
  });
});

describe('the content check on post file names', () => {
  it('refuses a post named like the folder of the later pages, naming the file', () => {
    const file = `src/content/blog/${BLOG_PAGES_FOLDER}.md`;
    const problems = reservedSlugProblems([
      { id: BLOG_PAGES_FOLDER, file },
      ...entries('blog').map(({ id }) => ({ id, file: `${id}.md` })),
    ]);
    expect(problems).toEqual([{ file, message: expect.stringContaining(paths.post(BLOG_PAGES_FOLDER)) }]);
  });

  it("accepts today's posts", () => {
    expect(reservedSlugProblems(entries('blog').map(({ id }) => ({ id, file: `${id}.md` })))).toEqual([]);
  });
});

describe('the feed', () => {
  it('carries the latest posts only, newest first', () => {
    const newestFirst = Array.from({ length: FEED_POSTS + 5 }, (_, index) => index);
    expect(feedPosts(newestFirst)).toEqual(newestFirst.slice(0, FEED_POSTS));
  });
});
