/**
 * The editor's preview tells a link to a post not published (a draft, or dated later) as the
 * content check does, and lets a post not published link to another; it holds back a post for an age group her
 * answers leave out, as the build does, and no other.
 */
import { marked } from 'marked';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '#/config/site.ts';
import { siteDataOf } from '#/editor/preview/site-data.ts';

let entryProblems: typeof import('#/editor/preview/problems.ts').entryProblems;
/** In a browser window (jsdom) holding the editor's marked, as the preview runs. */
beforeAll(async () => {
  const jsdom = 'jsdom'; // No types are installed for it (@types/jsdom): this one line needs none.
  const { JSDOM } = (await import(/* @vite-ignore */ jsdom)) as { JSDOM: new () => { window: Window } };
  const { window } = new JSDOM();
  Object.assign(globalThis, { window: Object.assign(window, { marked }), document: window.document });
  ({ entryProblems } = await import('#/editor/preview/problems.ts'));
});

const site = siteSettings();

const data = siteDataOf(site, {
  blog: [
    { slug: 'online', data: { date: '2024-03-15' } },
    { slug: 'draft', data: { date: '2024-03-15', draft: true } },
    { slug: 'later', data: { date: '2999-01-01' } },
  ],
});
const TEXT = 'See [one](/blog/online), [two](/blog/draft) and [three](/blog/later).';
const problemsFrom = (path: string) => entryProblems('post.md', TEXT, data, () => undefined, path);
const notYet = (target: string) => ({
  file: 'post.md',
  field: 'text',
  message: `the link to ${target} goes to a post that is not published yet (a draft, or dated later), so it would lead nowhere. Publish that post first, or remove the link until it is.`,
});

describe("the preview's link rule", () => {
  it('tells a published page that a post not published yet would lead nowhere', () => {
    expect(problemsFrom('/blog/online')).toEqual([notYet('/blog/draft'), notYet('/blog/later')]);
    expect(problemsFrom('/about')).toEqual([notYet('/blog/draft'), notYet('/blog/later')]);
  });
  it('lets a post not published link to another', () => {
    expect(problemsFrom('/blog/draft')).toEqual([]);
  });
});

describe('the posts her answers hold back in the preview, as in the build', () => {
  const adultsOnly = { ...site, ages: 'Adults only' } as const;
  const previewOf = (forAges: string) =>
    siteDataOf(adultsOnly, { blog: [{ slug: 'open', data: { date: '2024-03-15', forAges } }] });

  it('publishes a post whose “Written for” she left unchosen, which the editor holds as ""', () => {
    const preview = previewOf('');
    expect(preview.posts.map(({ id }) => id)).toEqual(['open']);
    expect(preview.unpublished).toEqual([]);
  });

  it('holds back one written for an age group she does not see', () => {
    expect(previewOf('Teenagers').unpublished).toEqual(['/blog/open']);
  });
});
