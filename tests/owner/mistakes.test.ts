/**
 * The owner's likely mistakes: each stops the build with one plain line naming the file, line
 * and field, and leaves the published site (dist/) byte for byte as it was.
 * The check tells every problem at once, so the mistakes share three builds (see Round).
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFile } from '#/config/settings-files.ts';
import { build, edit, lineOf, published, publishLiveSite, read, scratchCopy } from './scratch';

/** The posts, services and clinics as shipped, by name. */
const inFolder = (folder: string) =>
  readdirSync(`src/content/${folder}`)
    .sort()
    .map((name) => `src/content/${folder}/${name}`);
const post = (index: number) => inFolder('blog')[index] ?? '';
const service = (index: number) => inFolder('services')[index] ?? '';
const firstClinic = () => inFolder('clinics')[0] ?? '';
/** The service files that have cards on the Services page, by name. */
const withCards = () => inFolder('services').filter((file) => /^servicesCards:/m.test(readFileSync(file, 'utf8')));
const ANCHOR = /^ {2}- anchor: "([^"]+)"/m;
const anchorOf = (file = '') => ANCHOR.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
/** The same file name in capitals, which Astro gives the same web address. */
const shouted = (file: string) => file.replace(/[^/]+(?=\.md$)/, (name) => name.toUpperCase());
const NOT_A_DATE = 'is not a date. Write it as YYYY-MM-DD, e.g. 2024-03-15.';
const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(localStorage.length)</script></svg>';
const SVG_REFUSED =
  'is an SVG drawing, which can carry code that would run on the site: pictures go on the site as JPEG, PNG, WebP, GIF only. Save it as PNG.';

let dir: string;

/**
 * The build that tells it. The check tells every problem in one round, so each round's mistakes
 * are in files of their own (two rounds, as several are in the same field); a file it cannot read
 * stops the rest, so those have a round of their own.
 */
type Round = 'first' | 'second' | 'unreadable' | 'unreadable settings';

interface Mistake {
  name: string;
  round: Round;
  file: string;
  change: (text: string) => string;
  /** The exact first line of the build's message, given the edited file. */
  message: (text: string, file: string) => string;
  setUp?: () => void;
}

const mistakes: Mistake[] = [
  {
    name: 'a post dated the UK way',
    round: 'first',
    file: post(0),
    change: (text) => text.replace(/^date: .*$/m, 'date: "15/03/2024"'),
    message: (text, file) => `${file}, line ${lineOf(text, /^date:/)}, date: "15/03/2024" ${NOT_A_DATE}`,
  },
  {
    name: 'a post dated on a day that does not exist, unquoted',
    round: 'second',
    file: post(7),
    change: (text) => text.replace(/^date: .*$/m, 'date: 2024-02-31'),
    message: (text, file) => `${file}, line ${lineOf(text, /^date:/)}, date: "2024-02-31" ${NOT_A_DATE}`,
  },
  {
    name: 'a testimonial indented one space too far',
    round: 'unreadable',
    file: 'src/content/testimonials.yaml',
    change: (text) => text.replace(/(^- id:[^\n]*\n(?:(?!- id:)[^\n]*\n)*)- id:/m, '$1 - id:'),
    message: (text, file) =>
      `${file}, line ${lineOf(text, /^ - id:/)}: The spaces at the start of this line do not line up with the lines around it (column 2).`,
  },
  {
    name: 'a price in the settings indented two spaces too far',
    round: 'unreadable settings',
    file: settingsFile('fees'),
    change: (text) => text.replace(/^ {2}session: /m, '    session: '),
    message: (text, file) =>
      `${file}, line ${lineOf(text, /^ {4}session: /)}: The spaces at the start of this line do not line up with the lines around it (column 1).`,
  },
  {
    name: 'a front matter quote left open',
    round: 'unreadable',
    file: post(0),
    change: (text) => text.replace(/^(subtitle: ".*)"$/m, '$1'),
    message: (text, file) =>
      expect.stringMatching(new RegExp(`^${file}, line ${lineOf(text, /^subtitle:/)}: `)) as never,
  },
  {
    name: 'an unknown token in a service page’s text',
    round: 'first',
    file: service(2),
    change: (text) => `${text}\nSessions cost {price}.\n`,
    message: (text, file) =>
      expect.stringMatching(
        new RegExp(`^${file}, line ${lineOf(text, /\{price\}/)}, text: \\{price\\} is not a fill-in\\. `),
      ) as never,
  },
  {
    name: 'an unknown token in a YAML list',
    round: 'first',
    file: 'src/content/faq.yaml',
    change: (text) => text.replace(/^ {2}answer: "/m, '  answer: "Call {phoneNumber}. '),
    message: (text, file) =>
      expect.stringMatching(
        new RegExp(
          `^${file}, line ${lineOf(text, /phoneNumber/)}, answer: ".*" uses \\{phoneNumber\\}, which is not a fill-in\\.`,
        ),
      ) as never,
  },
  {
    name: 'a link to a page that does not exist',
    round: 'second',
    file: service(3),
    change: (text) => `${text}\nSee [all my services](/servces).\n`,
    message: (text, file) =>
      `${file}, line ${lineOf(text, /\/servces/)}, text: the link to /servces goes to no page of the site. Did you mean /services?`,
  },
  {
    name: 'a cover picture that is not there',
    round: 'first',
    file: post(1),
    change: (text) => text.replace(/^cover: .*$/m, 'cover: "../../assets/art/my-photo.jpg"'),
    message: (text, file) =>
      `${file}, line ${lineOf(text, /^cover:/)}, cover: "../../assets/art/my-photo.jpg" is not a picture file there. Check the file name and its folder.`,
  },
  {
    name: 'an iPhone photo as a cover',
    round: 'first',
    file: post(3),
    setUp: () => writeFileSync(join(dir, 'src/assets/art/phone.heic'), 'not really a photo'),
    change: (text) => text.replace(/^cover: .*$/m, 'cover: "../../assets/art/phone.heic"'),
    message: (text, file) =>
      expect.stringMatching(
        new RegExp(
          `^${file}, line ${lineOf(text, /^cover:/)}, cover: ".*phone\\.heic" is an iPhone \\(HEIC\\) photo.* Save it as JPEG`,
        ),
      ) as never,
  },
  {
    name: 'an SVG drawing as a cover (it could carry script)',
    round: 'first',
    file: post(4),
    setUp: () => writeFileSync(join(dir, 'src/assets/art/drawing.svg'), SVG_WITH_SCRIPT),
    change: (text) => text.replace(/^cover: .*$/m, 'cover: "../../assets/art/drawing.svg"'),
    message: (text, file) =>
      `${file}, line ${lineOf(text, /^cover:/)}, cover: "../../assets/art/drawing.svg" ${SVG_REFUSED}`,
  },
  {
    name: 'an SVG drawing in the text, even named .png',
    round: 'second',
    file: post(1),
    setUp: () => writeFileSync(join(dir, 'src/assets/art/drawing.png'), SVG_WITH_SCRIPT),
    change: (text) => `${text}\n![A calm beach](../../assets/art/drawing.png)\n`,
    message: (text, file) =>
      `${file}, line ${lineOf(text, /drawing\.png/)}, text: the picture ../../assets/art/drawing.png ${SVG_REFUSED}`,
  },
  {
    name: 'a picture file that is damaged',
    round: 'first',
    file: post(5),
    setUp: () => writeFileSync(join(dir, 'src/assets/art/broken.jpg'), 'not a picture'),
    change: (text) => text.replace(/^cover: .*$/m, 'cover: "../../assets/art/broken.jpg"'),
    message: (text, file) =>
      `${file}, line ${lineOf(text, /^cover:/)}, cover: "../../assets/art/broken.jpg" cannot be read as a picture. Save it again as JPEG or PNG.`,
  },
  {
    name: 'a cover picture without its description',
    round: 'first',
    file: post(6),
    change: (text) => text.replace(/^coverAlt: .*\n/m, ''),
    message: (_text, file) =>
      `${file}, line 2, coverAlt: needed with a cover picture. Say what it shows, for people who cannot see it.`,
  },
  {
    name: 'a picture in the text without a description',
    round: 'second',
    file: post(3),
    change: (text) => `${text}\n![](../../assets/art/about.png)\n`,
    message: (text, file) =>
      `${file}, line ${lineOf(text, /^!\[\]/)}, text: the picture ../../assets/art/about.png has no description. Write one between its square brackets: ![What the picture shows].`,
  },
  {
    name: 'a post without a title',
    round: 'first',
    file: post(7),
    change: (text) => text.replace(/^title: .*\n/m, ''),
    message: (_text, file) => `${file}, line 2, title: missing. Add a line such as title: "…".`,
  },
  {
    name: 'a misspelt field',
    round: 'first',
    file: post(8),
    change: (text) => text.replace(/^subtitle:/m, 'subtitel:'),
    message: (text, file) =>
      `${file}, line ${lineOf(text, /^subtitel:/)}, subtitel: "subtitel" is not a field here. Did you mean subtitle?`,
  },
  {
    name: 'an empty field',
    round: 'second',
    file: post(4),
    change: (text) => text.replace(/^subtitle: .*$/m, 'subtitle: ""'),
    message: (text, file) => `${file}, line ${lineOf(text, /^subtitle:/)}, subtitle: is empty: write the text.`,
  },
  {
    name: 'an over-long title',
    round: 'second',
    file: post(5),
    change: (text) => text.replace(/^title: .*$/m, `title: "${'A very long title '.repeat(5).trim()}"`),
    message: (text, file) =>
      `${file}, line ${lineOf(text, /^title:/)}, title: is 89 characters long: keep it to 70 or fewer.`,
  },
  {
    name: 'two FAQs with the same id',
    round: 'second',
    file: 'src/content/faq.yaml',
    change: (text) => {
      const ids = [...text.matchAll(/^- id: "([^"]+)"/gm)].map((match) => match[1]);
      return text.replace(`- id: "${ids[1] ?? ''}"`, `- id: "${ids[0] ?? ''}"`);
    },
    message: (text, file) => {
      const first = lineOf(text, /^- id:/);
      const id = /^- id: "([^"]+)"/m.exec(text)?.[1] ?? '';
      const second = text.split('\n').findIndex((line, index) => index >= first && line === `- id: "${id}"`) + 1;
      return `${file}, line ${second}, id: "${id}" is used twice (also on line ${first}). Give each item its own id.`;
    },
  },
  {
    name: 'two posts whose file names give the same address',
    round: 'second',
    file: post(0),
    setUp: () => cpSync(post(0), join(dir, shouted(post(0)))),
    change: (text) => `${text}\n`,
    message: (_text, file) => `${file}: has the same web address as ${shouted(file)}. Rename one of the two files.`,
  },
  {
    name: 'a post named like the folder of the blog list’s later pages',
    round: 'first',
    file: 'src/content/blog/page.md',
    setUp: () => cpSync(post(0), join(dir, 'src/content/blog/page.md')),
    change: (text) => `${text}\n`,
    message: (_text, file) =>
      `${file}, file name: "page" would give the web address /blog/page, which the site's own /blog/page/2 needs. Rename the file.`,
  },
  {
    name: 'an FAQ in an unknown category',
    round: 'second',
    file: 'src/content/faq.yaml',
    change: (text) => text.replace(/^ {2}category: .*$/m, '  category: "misc"'),
    message: (text, file) =>
      `${file}, line ${lineOf(text, /"misc"/)}, category: "misc" is not allowed here. Use one of: about, process, specialized, practical, home.`,
  },
  {
    name: 'a post naming a clinic that does not exist',
    round: 'first',
    file: 'src/content/blog/child_school_refusal.md',
    change: (text) => text.replace(/^clinic: .*$/m, 'clinic: "teenz"'),
    message: (text, file) => {
      const clinics = readdirSync('src/content/clinics')
        .map((name) => name.replace(/\.md$/, ''))
        .sort();
      return `${file}, line ${lineOf(text, /^clinic:/)}, clinic: "teenz" is not one of the clinics. Use one of: ${clinics.join(', ')}.`;
    },
  },
  {
    name: 'a clinic with an unknown icon',
    round: 'first',
    file: firstClinic(),
    change: (text) => text.replace(/^icon: .*$/m, 'icon: "sparkles"'),
    message: (text, file) =>
      expect.stringMatching(
        new RegExp(`^${file}, line ${lineOf(text, /^icon:/)}, icon: "sparkles" is not allowed here\\. Use one of: `),
      ) as never,
  },
  {
    name: 'a card on the Services page with an unknown icon',
    round: 'first',
    file: withCards()[0] ?? '',
    change: (text) => text.replace(/^ {4}icon: .*$/m, '    icon: "sparkles"'),
    message: (text, file) =>
      expect.stringMatching(
        new RegExp(
          `^${file}, line ${lineOf(text, /^ {4}icon:/)}, servicesCards\\[1\\]\\.icon: "sparkles" is not allowed here\\. Use one of: `,
        ),
      ) as never,
  },
  {
    name: 'two cards on the Services page with the same anchor, in two services',
    round: 'second',
    file: withCards()[1] ?? '',
    change: (text) => text.replace(ANCHOR, `  - anchor: "${anchorOf(withCards()[0])}"`),
    message: (text, file) => {
      const other = withCards()[0] ?? '';
      const first = lineOf(read('.', other), ANCHOR);
      return `${file}, line ${lineOf(text, ANCHOR)}, servicesCards[1].anchor: "${anchorOf(other)}" is used twice (also in ${other}, line ${first}). Give each card its own anchor.`;
    },
  },
  {
    name: 'a misspelt page section',
    round: 'first',
    file: 'src/content/pages/faq.md',
    change: (text) => text.replace(/^ {2}cta:\n(?: {4}.*\n)*/m, '  cat:\n    heading: "Questions?"\n'),
    message: (text, file) =>
      `${file}, line ${lineOf(text, /^ {2}cat:/)}, sections.cat: "cat" is not a field here. Did you mean cta?`,
  },
  {
    name: 'a mistyped e-mail address in the settings',
    round: 'first',
    file: settingsFile('contact'),
    change: (text) => text.replace(/^email: .*$/m, 'email: "sarah.hypnotherapy.co.uk"'),
    message: (text, file) =>
      `${file}, line ${lineOf(text, /^email:/)}, email: "sarah.hypnotherapy.co.uk" is not an e-mail address. Write it as e.g. "name@example.co.uk". In the editor: Practice settings › Contact details and opening hours › E-mail address.`,
  },
  {
    name: 'a social link that is a javascript: address split by a tab',
    round: 'second',
    file: settingsFile('website'),
    change: (text) => text.replace(/(url: )"https:\/\/www\.facebook\.com\/example"/, '$1"java\\tscript:alert(1)"'),
    message: (text, file) =>
      `${file}, line ${lineOf(text, /java\\tscript/)}, social[1].url: "java\\tscript:alert(1)" is not an https:// web address. Copy it from the browser, e.g. "https://www.facebook.com/yourpage". In the editor: Practice settings › Website, social media and reviews › Social media pages › item 1 › Link to your page.`,
  },
  {
    name: 'a site address with a quote in it',
    round: 'first',
    file: settingsFile('website'),
    change: (text) => text.replace(/^siteUrl: .*$/m, 'siteUrl: \'https://www.example.co.uk/" onmouseover="alert(1)\''),
    message: (text, file) =>
      `${file}, line ${lineOf(text, /^siteUrl:/)}, siteUrl: "https://www.example.co.uk/\\" onmouseover=\\"alert(1)" is more than the site's address. Write only https:// and the domain, e.g. "https://www.example.co.uk". In the editor: Practice settings › Website, social media and reviews › Website address.`,
  },
  {
    name: 'a site address on http:',
    round: 'second',
    file: settingsFile('website'),
    change: (text) => text.replace(/^siteUrl: .*$/m, 'siteUrl: "http://www.example.co.uk"'),
    message: (text, file) =>
      `${file}, line ${lineOf(text, /^siteUrl:/)}, siteUrl: "http://www.example.co.uk" is not an https:// web address. Write it in full, e.g. "https://www.example.co.uk". In the editor: Practice settings › Website, social media and reviews › Website address.`,
  },
  {
    name: 'a link in a post to a javascript: address split by a tab',
    round: 'first',
    file: post(9),
    change: (text) => `${text.trimEnd()}\n\n<a href="java&#9;script:alert(1)">Book now</a>\n`,
    message: (text, file) =>
      `${file}, line ${lineOf(text, /java&#9;script/)}, text: the address "java\\tscript:alert(1)" is code or inline data, not a web address. Use an address starting with https://, mailto: or tel: (a picture: put it in src/assets/ and link to it there), or remove it.`,
  },
];

/** The first line of each problem a refused build told, without its number (several are numbered). */
const toldLines = (stderr: string) =>
  (stderr.split('\n  Hint:\n')[0] ?? '')
    .split(/\n(?=\d+\. )/)
    .map((problem) => (problem.split('\n')[0] ?? '').replace(/^\d+\. /, ''));

describe('a mistake stops the build with one plain line and publishes nothing', () => {
  beforeAll(() => {
    dir = scratchCopy();
    publishLiveSite(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  describe.each(['first', 'second', 'unreadable', 'unreadable settings'] as const)('%s round', (round) => {
    const inRound = mistakes.filter((mistake) => mistake.round === round);
    /** Each edited file as the edits left it. */
    const texts = new Map<string, string>();
    let refused: { status: number | null; stderr: string; lines: string[]; unchanged: boolean };

    beforeAll(() => {
      rmSync(join(dir, 'src'), { recursive: true });
      cpSync('src', join(dir, 'src'), { recursive: true });
      for (const { file, change, setUp } of inRound) {
        setUp?.();
        texts.set(file, edit(dir, file, change));
      }
      const before = published(dir);
      const { status, stderr } = build(dir);
      refused = { status, stderr, lines: toldLines(stderr), unchanged: published(dir) === before };
    });

    it('tells one line a mistake', () => {
      expect(refused.lines).toHaveLength(inRound.length);
    });

    it.each(inRound)('$name', ({ file, message }) => {
      expect(refused.status).toBe(1);
      expect(refused.lines).toContainEqual(message(texts.get(file) ?? '', file));
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      expect(refused.unchanged).toBe(true);
      expect(existsSync(join(dir, '.build-tmp'))).toBe(false);
      expect(read(dir, file)).toBe(texts.get(file));
    });
  });
});

describe('one round of problems', () => {
  let copy: string;
  beforeAll(() => (copy = scratchCopy()));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  // The name fills {practiceName} in pages whose text has a length limit: it is told once, in the settings.
  it('reports a mistake in the settings (once) and one in each of two posts, all three in one build', () => {
    const [first = '', second = ''] = readdirSync(join(copy, 'src/content/blog')).sort();
    const posts = [first, second].map((name) => `src/content/blog/${name}`);
    const settings = edit(copy, settingsFile('practice'), (text) =>
      text.replace(/^practiceName: .*$/m, `practiceName: "${'Calm '.repeat(2000).trim()}"`),
    );
    const dated = posts.map((file) => edit(copy, file, (text) => text.replace(/^date: .*$/m, 'date: "15/03/2024"')));
    const { status, stderr } = build(copy);
    expect(status).toBe(1);
    expect(toldLines(stderr)).toEqual([
      `${settingsFile('practice')}, line ${lineOf(settings, /^practiceName:/)}, practiceName: is 9999 characters long: keep it to 50 or fewer. In the editor: Practice settings › About you and your practice › Practice name.`,
      `${posts[0]}, line ${lineOf(dated[0] ?? '', /^date:/)}, date: "15/03/2024" ${NOT_A_DATE}`,
      `${posts[1]}, line ${lineOf(dated[1] ?? '', /^date:/)}, date: "15/03/2024" ${NOT_A_DATE}`,
    ]);
  });

  it('names every post whose fields cannot be read, not just the first', () => {
    const posts = readdirSync(join(copy, 'src/content/blog'))
      .sort()
      .slice(2, 4)
      .map((name) => `src/content/blog/${name}`);
    const opened = posts.map((file) => edit(copy, file, (text) => text.replace(/^(subtitle: ".*)"$/m, '$1')));
    const { status, stderr } = build(copy);
    expect(status).toBe(1);
    posts.forEach((file, index) =>
      expect(stderr).toMatch(new RegExp(`${file}, line ${lineOf(opened[index] ?? '', /^subtitle:/)}: `)),
    );
  });
});
