/**
 * A link to a page not online (an article `build:live` holds back; a clinic or service switched off as a draft:
 * tests/owner/switch-off.test.ts) keeps its words and loses its link, however it is written, in the body as the
 * build renders it (astro.config.ts's Markdown processing). The feed is made of the same rendering.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import { siteSettings } from '#/config/site.ts';
import { markdownProcessing } from '#/lib/markdown-processing.ts';

const HELD_BACK = 'teen_anxiety';
const site = siteSettings().siteUrl;
const bare = site.replace('://www.', '://');

/** On a service's page (/services/teen-support), as the content layer renders its file. */
async function rendered(markdown: string, heldBack: readonly string[] = [HELD_BACK]): Promise<string> {
  const build = await satteri(markdownProcessing({ heldBack: () => heldBack })).createRenderer({
    syntaxHighlight: false,
  });
  const fileURL = pathToFileURL(resolve('src/content/services/teen-support.md'));
  return (await build.render(markdown, { fileURL })).code;
}

const forms: [string, string][] = [
  ['inline', `[my article](/blog/${HELD_BACK})`],
  ['reference-style', `[my article][teens]`],
  ['raw HTML', `<a href="/blog/${HELD_BACK}">my article</a>`],
  ['her own address', `[my article](${site}/blog/${HELD_BACK})`],
  ['her own address without www', `[my article](${bare}/blog/${HELD_BACK})`],
  ['an autolink', `<${site}/blog/${HELD_BACK}>`],
  ['a bare address', `${site}/blog/${HELD_BACK}`],
  ['a trailing slash', `[my article](/blog/${HELD_BACK}/)`],
  ['a query', `[my article](/blog/${HELD_BACK}/?from=services)`],
  ['a fragment', `[my article](${site}/blog/${HELD_BACK}#school)`],
  ['a relative address', `[my article](../blog/${HELD_BACK})`],
  ['the .html form', `[my article](/blog/${HELD_BACK}.html)`],
  ['capitals', `[my article](/Blog/${HELD_BACK.toUpperCase()})`],
];

describe('a link to an article held back', () => {
  it.each(forms)('%s keeps its words, not its link', async (_form, link) => {
    const html = await rendered(`Read ${link} today.\n\n[teens]: /blog/${HELD_BACK}\n`);
    expect(html).not.toMatch(/<a\b/);
    expect(html).toMatch(/Read (my article|https:\/\/\S+) today\./);
  });

  it('links as written while the article is online', async () => {
    expect(await rendered(`Read [my article](/blog/${HELD_BACK}/) today.\n`, [])).toContain(
      `<a href="/blog/${HELD_BACK}/">my article</a>`,
    );
  });

  it('leaves every other link alone', async () => {
    const html = await rendered(
      `[one](/blog/menopause_brain), [two](${site}/services/sleep-issues), [three](https://www.nhs.uk/blog/${HELD_BACK}), [four](#top).\n`,
    );
    expect(html.match(/<a\b/g)).toHaveLength(4);
  });
});
