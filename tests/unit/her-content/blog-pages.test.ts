import { describe, expect, it } from 'vitest';
import { labels } from '#/config/labels.ts';
import { slugProblems } from '#/content-check/post-slugs.ts';
import { BLOG_PAGES_FOLDER, paths } from '#/config/paths.ts';
import {
  blogIndexPages,
  blogPageCount,
  blogPageParam,
  FEED_POSTS,
  feedPosts,
  POSTS_PER_PAGE,
} from '#/lib/blog-pages.ts';
import { entries } from '../../content';

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
  const named = (collection: 'blog' | 'services' | 'clinics') =>
    entries(collection).map(({ id }) => ({ id, file: `${id}.md` }));
  const today = { blog: named('blog'), services: named('services'), clinics: named('clinics') };

  it('refuses a post named like the folder of the later pages, naming the file', () => {
    const file = `src/content/blog/${BLOG_PAGES_FOLDER}.md`;
    const problems = slugProblems({ ...today, blog: [{ id: BLOG_PAGES_FOLDER, file }, ...today.blog] });
    expect(problems).toEqual([
      {
        file,
        field: 'file name',
        message: `"page" would give the web address /blog/page, which the site's own /blog/page/2 needs. Rename the file.`,
      },
    ]);
  });

  it('refuses an entry named index (the file a server shows for its folder), in each collection with pages', () => {
    const index = (folder: string) => [{ id: 'index', file: `src/content/${folder}/index.md` }];
    const problems = slugProblems({ blog: index('blog'), services: index('services'), clinics: index('clinics') });
    expect(problems.map(({ file, message }) => `${file}: ${message}`)).toEqual([
      `src/content/blog/index.md: "index" would give the web address /blog/index, which the site's own /blog needs. Rename the file.`,
      `src/content/services/index.md: "index" would give the web address /services/index, which the site's own /services needs. Rename the file.`,
      `src/content/clinics/index.md: "index" would give the web address /clinics/index, which the site's own /clinics needs. Rename the file.`,
    ]);
  });

  it('refuses a file name that gives no web address', () => {
    const file = 'src/content/blog/!!!.md';
    expect(slugProblems({ ...today, blog: [{ id: '', file }] })).toEqual([
      {
        file,
        field: 'file name',
        message: 'gives no web address: name the file with letters or numbers, e.g. my-first-post.md.',
      },
    ]);
  });

  it("accepts today's posts, and numbers (the later pages are in their own folder)", () => {
    const numbered = ['1', '2', '10'].map((id) => ({ id, file: `${id}.md` }));
    expect(slugProblems({ ...today, blog: [...today.blog, ...numbered] })).toEqual([]);
  });
});

describe('the feed', () => {
  it('carries the latest posts only, newest first', () => {
    const newestFirst = Array.from({ length: FEED_POSTS + 5 }, (_, index) => index);
    expect(feedPosts(newestFirst)).toEqual(newestFirst.slice(0, FEED_POSTS));
  });
});
