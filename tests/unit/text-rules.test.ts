/**
 * The checks of a Markdown body's {tokens}, links and pictures, on the body as the build parses it: each told in
 * one line naming the file and line. A published page never links to a post not published yet (a draft, or
 * dated later), however the link is written.
 */
import { describe, expect, it } from 'vitest';
import { bodyProblems, type BodySite } from '#/content-check/body.ts';
import { MISSING_PICTURE, sitePages } from '#/content-check/text-rules.ts';

const FILE = 'src/content/blog/a-post.md';
/** Not hers: the rule's own example. */
const SITE = 'https://www.her-practice.co.uk';
const TOKENS = ['phone', 'practitioner', 'dentalPartner'];
const site: BodySite = {
  tokens: TOKENS,
  unset: [],
  links: {
    siteUrl: SITE,
    page: '/blog/a-post',
    pages: sitePages({
      pages: ['home', 'about', 'accessibility', 'services', 'blog'],
      services: ['sleep-issues'],
      clinics: ['phobias'],
      blog: ['a-post', 'online'],
    }),
    unpublished: ['/blog/draft'],
  },
};

/** Its problems as "line N: message", the body starting on line 5 of its file. */
const told = async (markdown: string, on = site) =>
  (await bodyProblems(FILE, { text: markdown, firstLine: 5 }, on)).map(({ file, line, field, message }) => {
    expect([file, field]).toEqual([FILE, 'text']);
    return `line ${line}: ${message}`;
  });

const notYet = (written: string) =>
  `the link to ${written} goes to a post that is not published yet (a draft, or dated later), so it would lead nowhere. Publish that post first, or remove the link until it is.`;

describe('her {tokens}', () => {
  it('name an unknown token on its line, with the closest known one', async () => {
    expect(await told('Fine.\n\nCall {phon}.')).toEqual(['line 7: {phon} is not a fill-in. Did you mean {phone}?']);
  });

  it('take a token of a setting she left empty as no mistake (its sentence is left out)', async () => {
    const known = TOKENS.filter((token) => token !== 'dentalPartner');
    expect(await told('With {dentalPartner}.', { ...site, tokens: known, unset: ['dentalPartner'] })).toEqual([]);
  });
});

describe('a link to a post not published yet, in every form, is one line at the link', () => {
  const forms: [string, string, string][] = [
    ['inline', 'See [my diary](/blog/draft).', '/blog/draft'],
    ['reference-style', 'See [my diary][diary].\n\n[diary]: /blog/draft', '/blog/draft'],
    ['raw HTML', 'See <a href="/blog/draft">my diary</a>.', '/blog/draft'],
    ['her own address', `See [my diary](${SITE}/blog/draft).`, `${SITE}/blog/draft`],
    [
      'her own address without www',
      'See [my diary](https://her-practice.co.uk/blog/draft).',
      'https://her-practice.co.uk/blog/draft',
    ],
    ['an autolink', `See <${SITE}/blog/draft>.`, `${SITE}/blog/draft`],
    ['a bare address', `See ${SITE}/blog/draft today.`, `${SITE}/blog/draft`],
    ['a trailing slash', 'See [my diary](/blog/draft/).', '/blog/draft/'],
    ['a query', `See [my diary](${SITE}/blog/draft?from=home).`, `${SITE}/blog/draft?from=home`],
    ['a fragment', 'See <a href="/blog/draft#week-one">my diary</a>.', '/blog/draft#week-one'],
    ['a relative address', 'See [my diary](draft).', 'draft'],
    ['a relative address up a folder', 'See [my diary](../blog/draft).', '../blog/draft'],
    ['the .html form', 'See [my diary](/blog/draft.html).', '/blog/draft.html'],
    ['capitals', 'See [my diary](/Blog/Draft).', '/Blog/Draft'],
  ];

  it.each(forms)('%s', async (_form, markdown, written) => {
    expect(await told(`Intro.\n\n${markdown}\n`)).toEqual([`line 7: ${notYet(written)}`]);
  });

  it('at its own line inside a block of HTML', async () => {
    expect(await told('<div>\n<p>Intro.</p>\n<p><a href="/blog/draft">my diary</a></p>\n</div>\n')).toEqual([
      `line 7: ${notYet('/blog/draft')}`,
    ]);
  });
});

describe('links to the site’s pages', () => {
  it('take every page, the feed, and each form of a page’s address', async () => {
    const links = [
      '/',
      '/about',
      '/accessibility',
      '/rss.xml',
      '/services/sleep-issues/',
      '/clinics/phobias#how',
      `${SITE}/blog/online`,
      'online',
      '#part',
      '?page=2',
      'https://www.nhs.uk/blog/draft',
      'mailto:a@b.co.uk',
      'tel:+441632960000',
    ];
    expect(await told(links.map((link) => `[a page](${link})`).join('\n\n'))).toEqual([]);
  });

  it('name a link to no page, in any form, and the page it may have meant', async () => {
    expect(await told(`[services](/servces)\n\n[about](${SITE}/abuot/)`)).toEqual([
      'line 5: the link to /servces goes to no page of the site. Did you mean /services?',
      `line 7: the link to ${SITE}/abuot/ goes to no page of the site. Did you mean /about?`,
    ]);
  });

  it('are read from the page even while her site’s address is half typed (the editor’s preview)', async () => {
    const typing = { ...site, links: { ...site.links, siteUrl: 'https://' } };
    expect(await told('[my diary](/blog/draft)', typing)).toEqual([`line 5: ${notYet('/blog/draft')}`]);
  });

  it('let a post not published link to another', async () => {
    const draft = { ...site.links, page: '/blog/draft', pages: [...site.links.pages, '/blog/draft'], unpublished: [] };
    expect(await told('[my diary](/blog/draft)', { ...site, links: draft })).toEqual([]);
  });
});

describe('pictures', () => {
  it('ask for a picture’s description, refuse one from another site, and find its file', async () => {
    expect(
      await told(
        '![](../../assets/art/hero.png)\n\n![A view](https://tracker.example.com/p.gif)\n\n![A room](./missing.png)\n\n![A calm room](../../assets/art/hero.png)',
      ),
    ).toEqual([
      'line 5: the picture ../../assets/art/hero.png has no description. Write one between its square brackets: ![What the picture shows].',
      'line 7: the picture https://tracker.example.com/p.gif is on another website. Put the picture in src/assets/ and link to it there.',
      `line 9: the picture ./missing.png ${MISSING_PICTURE}`,
    ]);
  });
});
