import { describe, expect, it } from 'vitest';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { lineProblems, MISSING_PICTURE, sitePages } from '#/content-check/text-rules.ts';
import { paths } from '#/config/paths.ts';

const settingsTokens = settingsFillIns().tokens;

const tokens = Object.keys(settingsTokens);
const pages = sitePages({ services: ['sleep-issues'], clinics: ['dental'], blog: ['a-post'] });

describe('the checks of an entry’s text (the build’s and the editor preview’s)', () => {
  it('name an unknown token on its line, with the closest known one', () => {
    expect(lineProblems('Fine.\nCall {phon}.', tokens, pages)).toEqual([
      { index: 1, message: '{phon} is not a token. Did you mean {phone}?' },
    ]);
  });

  it('take a token of a setting she left empty as no mistake (its sentence is left out)', () => {
    const name = 'dentalPartner';
    const known = tokens.filter((token) => token !== name);
    expect(lineProblems(`With {${name}}.`, known, pages, [name])).toEqual([]);
  });

  it('accept every known token and every page of the site', () => {
    const text = [...tokens.map((token) => `{${token}}`), ...pages.map((page) => `[a page](${page})`)].join('\n');
    expect(lineProblems(text, tokens, pages)).toEqual([]);
    expect(pages).toContain(paths.service('sleep-issues'));
  });

  it('name a link to no page, and the page it may have meant', () => {
    expect(lineProblems('[services](/servces)', tokens, pages)[0]?.message).toBe(
      'the link to /servces goes to no page of the site. Did you mean /services?',
    );
  });

  it('ask for a picture’s description, and leave its file to the caller', () => {
    expect(lineProblems('![](../x.png)', tokens, pages)[0]?.message).toMatch(
      /^the picture \.\.\/x\.png has no description/,
    );
    expect(lineProblems('![A calm room](../x.png)', tokens, pages)).toEqual([{ index: 0, picture: '../x.png' }]);
    expect(MISSING_PICTURE).toMatch(/not a picture file/);
  });
});
