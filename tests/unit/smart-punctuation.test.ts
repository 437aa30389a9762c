/**
 * The site's one smart punctuation (src/schemas/smart-punctuation.ts): a field's text as the schemas show it, and a
 * body as the build writes it (its hast step, src/lib/markdown-typography.ts, run by the editor's preview too).
 */
import { satteri } from '@astrojs/markdown-satteri';
import { beforeAll, describe, expect, it } from 'vitest';
import { markdownProcessing } from '#/lib/markdown-processing.ts';
import { shownCopy } from '#/schemas/copy-text.ts';

const LINE = `It's "quoted" -- and --- also... 'single' quotes, the '90s, rock 'n' roll.`;
const TYPESET = 'It’s “quoted” – and — also… ‘single’ quotes, the ’90s, rock ‘n’ roll.';

let build: { render(markdown: string, options: object): Promise<{ code: string }> };
beforeAll(async () => {
  // As astro.config.ts configures it.
  build = await satteri(markdownProcessing({ heldBack: () => [] })).createRenderer({ syntaxHighlight: false });
});
const built = async (markdown: string) => (await build.render(markdown, {})).code.trim();

describe("the site's one smart punctuation", () => {
  it("typesets a field's text", () => {
    expect(shownCopy(LINE, {}).text).toBe(TYPESET);
  });

  it('typesets a body as the build writes it, the same', async () => {
    expect(await built(LINE)).toBe(`<p>${TYPESET}</p>`);
  });

  it('pairs quotes across her markup, a link’s among themselves, and types a picture’s description', async () => {
    expect(
      await built(`*"Emphasised"* and "[a link](/booking)", [Sarah's page](/about)'s, (the NHS)'s, a 24" frame.`),
    ).toBe(
      '<p><em>“Emphasised”</em> and “<a href="/booking">a link</a>”, <a href="/about">Sarah’s page</a>’s, (the NHS)’s, a 24” frame.</p>',
    );
    // Astro's marker holds the picture until it is optimised.
    expect(await built('![A "calm" room](room.jpg)')).toContain('&quot;alt&quot;:&quot;A “calm” room&quot;');
  });

  it('leaves code and a bare web address as written, and a table cell is a line of its own', async () => {
    expect(await built('"`it\'s -- code`" and <https://example.org/a--b...>')).toBe(
      '<p>“<code>it\'s -- code</code>” and <a href="https://example.org/a--b...">https://example.org/a--b...</a></p>',
    );
    expect(await built(`| "Cell | it's" |\n|---|---|\n| x -- y | 'z' |`)).toMatch(
      /<th>“Cell<\/th>\s*<th>it’s”<\/th>[\s\S]*<td>x – y<\/td>\s*<td>‘z’<\/td>/,
    );
  });
});
