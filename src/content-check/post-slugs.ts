/** A post whose web address the blog index's own pages need. */
import { BLOG_PAGES_FOLDER, paths } from '#/lib/paths.ts';
import type { Problem } from '#/lib/problems/problem.ts';
import type { SourceEntry } from './entries.ts';

export const reservedSlugProblems = (posts: readonly Pick<SourceEntry, 'id' | 'file'>[]): Problem[] =>
  posts
    .filter(({ id }) => id === BLOG_PAGES_FOLDER)
    .map(({ file }) => ({
      file,
      message: `its web address ${paths.post(BLOG_PAGES_FOLDER)} is kept for the blog's later pages (${paths.blogPage(2)}). Rename the file.`,
    }));
