/**
 * Addresses are read as browsers read them (issue 32): a tab, newline or control character does
 * not hide a javascript: address, data: and file: are not web addresses, and the site address is
 * an https origin and nothing more.
 */
import { describe, expect, it } from 'vitest';
import { placeInTheEditor } from '#/schemas/settings-place.ts';
import { settingsAsWritten } from '#/config/site.ts';
import { settingsFile } from '#/config/settings-files.ts';
import { parseSettings, type Settings } from '#/config/settings-schema.ts';
import { ContentProblems } from '#/config/problems/problem.ts';
import { addressKind } from '#/lib/address-kind.ts';
import { httpsAddress } from '#/config/web-address.ts';

/** The site address and the social links. */
const FILE = settingsFile('website');
const written = settingsAsWritten();
const yaml = written.website ?? '';
const lineOf = (pattern: RegExp) => yaml.split('\n').findIndex((line) => pattern.test(line)) + 1;

/** The settings with one value changed (written as YAML's double-quoted string, so "\t" is a tab). */
function settingsWith(from: RegExp, to: string): Settings | string[] {
  expect(yaml).toMatch(from);
  try {
    return parseSettings({ ...written, website: yaml.replace(from, to) }, placeInTheEditor);
  } catch (error) {
    if (error instanceof ContentProblems) return error.message.split('\n');
    throw error;
  }
}

const SITE = /^siteUrl: .*$/m;
const SOCIAL = /^( {4}url: )"https:\/\/www\.facebook\.com\/example"$/m;
const NOT_SITE = 'is not an https:// web address. Write it in full, e.g. "https://www.example.co.uk".';
const MORE_THAN_SITE = `is more than the site's address. Write only https:// and the domain, e.g. "https://www.example.co.uk".`;
/** Where she finds each in the editor, as the build's line ends. */
const IN_THE_EDITOR = 'In the editor: Practice settings › Website, social media and reviews ›';
const NOT_SOCIAL =
  'is not an https:// web address. Copy it from the browser, e.g. "https://www.facebook.com/yourpage".';

describe('the site address is an https origin, nothing after it', () => {
  it.each([
    ['a tab inside the scheme', 'java\\tscript:alert(1)', '"java\\tscript:alert(1)"', NOT_SITE],
    ['file:', 'file:///etc/passwd', '"file:///etc/passwd"', NOT_SITE],
    ['ftp:', 'ftp://www.example.co.uk', '"ftp://www.example.co.uk"', NOT_SITE],
    ['http:', 'http://www.example.co.uk', '"http://www.example.co.uk"', NOT_SITE],
    [
      'a quote after the host',
      'https://www.example.co.uk\\" x=\\"y',
      '"https://www.example.co.uk\\" x=\\"y"',
      NOT_SITE,
    ],
    [
      'a quote in the path',
      'https://www.example.co.uk/\\" onmouseover=\\"alert(1)',
      '"https://www.example.co.uk/\\" onmouseover=\\"alert(1)"',
      MORE_THAN_SITE,
    ],
    ['a query', 'https://www.example.co.uk/?utm=1', '"https://www.example.co.uk/?utm=1"', MORE_THAN_SITE],
    ['a hash', 'https://www.example.co.uk/#top', '"https://www.example.co.uk/#top"', MORE_THAN_SITE],
    ['a path', 'https://www.example.co.uk/blog', '"https://www.example.co.uk/blog"', MORE_THAN_SITE],
    ['credentials', 'https://me:secret@www.example.co.uk', '"https://me:secret@www.example.co.uk"', NOT_SITE],
    ['no domain name', 'https://localhost', '"https://localhost"', NOT_SITE],
  ])('refuses %s in one line naming the file and field', (_name, written, shown, message) => {
    expect(settingsWith(SITE, `siteUrl: "${written}"`)).toEqual([
      `${FILE}, line ${lineOf(SITE)}, siteUrl: ${shown} ${message} ${IN_THE_EDITOR} Website address.`,
    ]);
  });

  it('takes the origin as browsers write it, with or without a slash at the end', () => {
    for (const written of [
      'https://www.example.co.uk',
      'https://www.example.co.uk/',
      'HTTPS://WWW.Example.co.uk:443',
    ]) {
      expect(settingsWith(SITE, `siteUrl: "${written}"`)).toMatchObject({ siteUrl: 'https://www.example.co.uk' });
    }
  });
});

describe('a social link (sameAs in the structured data) is an https web address', () => {
  it.each([
    ['a tab inside javascript:', 'java\\tscript:alert(1)', '"java\\tscript:alert(1)"'],
    ['a newline inside javascript:', 'java\\nscript:alert(1)', '"java\\nscript:alert(1)"'],
    ['a NUL inside javascript:', 'java\\0script:alert(1)', '"java\\u0000script:alert(1)"'],
    ['a control character before javascript:', '\\x01javascript:alert(1)', '"\\u0001javascript:alert(1)"'],
    ['javascript:', 'javascript:alert(1)', '"javascript:alert(1)"'],
    ['data:', 'data:text/html,<b>hi</b>', '"data:text/html,<b>hi</b>"'],
    ['http:', 'http://www.facebook.com/example', '"http://www.facebook.com/example"'],
    [
      'a user name hiding the host',
      'https://www.facebook.com@evil.example/',
      '"https://www.facebook.com@evil.example/"',
    ],
  ])('refuses %s in one line naming the file and field', (_name, written, shown) => {
    const [problem, ...more] = settingsWith(SOCIAL, `$1"${written}"`) as string[];
    expect(more).toEqual([]);
    expect(problem).toMatch(new RegExp(`^${FILE}, line ${lineOf(SOCIAL)}, social\\[\\d\\]\\.url: `));
    expect(problem).toMatch(/url: /);
    expect(
      problem?.endsWith(`${shown} ${NOT_SOCIAL} ${IN_THE_EDITOR} Social media pages › item 1 › Link to your page.`),
    ).toBe(true);
  });

  it('hands on the address as browsers read it', () => {
    const settings = settingsWith(SOCIAL, '$1"htt\\tps://www.facebook.com/my\\"page"') as Settings;
    expect(settings.social.map(({ url }) => url)).toContain('https://www.facebook.com/my%22page');
  });
});

describe('the reviews link and a register entry are https web addresses', () => {
  const schema = httpsAddress('is not an https:// web address.');
  it.each(['data:text/html,<b>hi</b>', 'java\tscript:alert(1)', 'file:///C:/reviews.html', 'http://g.page/r/x'])(
    'refuses %j',
    (written) => {
      expect(schema.safeParse(written).error?.issues.map(({ message }) => message)).toEqual([
        'is not an https:// web address.',
      ]);
    },
  );

  it('takes https', () => {
    expect(schema.parse('https://g.page/r/your-profile/review')).toBe('https://g.page/r/your-profile/review');
  });
});

describe('an address in her text, judged by its parsed scheme and host', () => {
  it.each([
    ['java\tscript:alert(1)', 'code'],
    ['java\nscript:alert(1)', 'code'],
    ['\u0000javascript:alert(1)', 'code'],
    [' JavaScript:alert(1)', 'code'],
    ['vbscript:msgbox(1)', 'code'],
    ['data:image/png;base64,iVBORw0KGgo=', 'code'],
    ['http://www.nhs.uk', 'insecure'],
    ['file:///etc/passwd', 'other'],
    ['ftp://files.example.co.uk', 'other'],
    ['https://localhost/x', 'other'],
    ['https://www.nhs.uk', 'web'],
    ['//www.nhs.uk/x', 'web'],
    ['mailto:a@b.co.uk', 'mail'],
    ['tel:+441632960000', 'phone'],
    ['/services', 'page'],
    ['#my-part', 'page'],
    ['./view.jpg', 'page'],
    // A NUL inside the scheme makes no scheme: the browser reads a path on the site.
    ['java\u0000script:alert(1)', 'page'],
  ])('%j is %s', (written, kind) => {
    expect(addressKind(written)).toBe(kind);
  });
});
