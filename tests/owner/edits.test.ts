/**
 * The owner's ordinary edits, made on a scratch copy after a first build (a warm cache): each one
 * reaches every page, and the project's own checks still pass on the result.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_BYTES } from '../policy/budgets';
import { siteSettings } from '#/config/site.ts';
import { settingsFile } from '#/config/settings-files.ts';
import { build, edit, read, run, scratchCopy, write } from './scratch';

const POST = 'my-first-post-of-the-year';
/**
 * The project's checks that read her content and settings: the unit tests of tests/unit/her-content
 * (the rest test code on fixed inputs, the same on her copy) and the checks of the built site, less
 * the specification's, which pins the counts of the content as shipped.
 */
const CHECKS_OF_HER_CONTENT = [
  'run',
  ...['--project', 'unit', 'tests/unit/her-content/'],
  ...['--project', 'dist', 'tests/dist/', '--exclude', 'tests/dist/specification.test.ts'],
];
const NEW_FAQ = 'Can I bring a friend to my first session?';
const original = siteSettings();
const owner = {
  email: 'sarah@harpenden-hypnotherapy.co.uk',
  phone: '01582 712345',
  price: original.prices.session + 5,
};
const money = (amount: number) => `£${amount}`;

let dir: string;
let pricedPages: string[];
let removedTestimonial: string;
let replacedCover: string;

/** A post with a cover picture, whose picture the owner replaces with a new one of the same name. */
const PICTURED =
  readdirSync('src/content/blog')
    .find((name) => /^cover: /m.test(readFileSync(`src/content/blog/${name}`, 'utf8')))
    ?.replace(/\.md$/, '') ?? '';
const coverFile = () => /^cover: "(.+)"$/m.exec(readFileSync(`src/content/blog/${PICTURED}.md`, 'utf8'))?.[1] ?? '';
const coverOf = (html: string) => /<img src="([^"]+)"/.exec(html.slice(html.indexOf('<article')))?.[1] ?? '';

/** The pages her edits change: contact details are on every page, so these stand for the rest. */
const editedRoutes = () =>
  [...pricedPages, 'index.html', 'faq.html', 'contact.html', 'blog.html', `blog/${POST}.html`, `blog/${PICTURED}.html`]
    .map((file) => `/${file.replace(/(index)?\.html$/, '')}`)
    .filter((route, index, routes) => routes.indexOf(route) === index);

/** Every text file of a built site, by path. */
function builtText(): Map<string, string> {
  const files = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' });
  const texts = files.filter((file) => /\.(html|xml|txt|json|webmanifest)$/.test(file));
  return new Map(texts.map((file) => [file, read(dir, join('dist', file))]));
}

/** A phone photo as it comes off the camera: 4000 x 3000, about 10 MB of detail that does not compress. */
async function phonePhoto(path: string, width = 4000, height = 3000): Promise<void> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
  await sharp({ create: { width, height, channels: 3, background: '#88aacc', noise } })
    .jpeg({ quality: 95 })
    .toFile(path);
}

function newPost(): string {
  const paragraph =
    'Winter evenings can feel long when sleep is hard to find. In this post I share a few small habits that many people find helpful, ' +
    'from a gentle wind-down routine to writing tomorrow’s list before bed, and explain how a course of sessions may support you.';
  const body = Array.from({ length: 16 }, (_, index) => `## Part ${index + 1}\n\n${paragraph}\n`).join('\n');
  return [
    '---',
    'title: "Sleeping Better Through the Winter"',
    'subtitle: "Small habits for long, dark evenings."',
    'excerpt: "Simple, practical habits for winter evenings when sleep is hard to find, and how hypnotherapy may help you rest."',
    `date: "${new Date().toISOString().slice(0, 10)}"`,
    `cover: "../../assets/art/${POST}.jpg"`,
    'coverAlt: "A window at dusk with a lamp glowing inside"',
    '---',
    '',
    body,
  ].join('\n');
}

describe('the owner’s edits reach every page', () => {
  beforeAll(async () => {
    dir = scratchCopy();
    expect(build(dir).status).toBe(0);
    pricedPages = [...builtText()]
      .filter(([, text]) => text.includes(money(original.prices.session)))
      .map(([file]) => file);
    replacedCover = coverOf(read(dir, `dist/blog/${PICTURED}.html`));
    await phonePhoto(join(dir, 'src/content', 'blog', coverFile()), 1200, 800);

    edit(dir, settingsFile('contact'), (text) =>
      text.replace(/^email: .*$/m, `email: "${owner.email}"`).replace(/^phone: .*$/m, `phone: "${owner.phone}"`),
    );
    // Every price that was the old session price (the first session's too) goes up.
    edit(dir, settingsFile('fees'), (text) =>
      text.replace(new RegExp(`^( {2}\\w+: )${original.prices.session}$`, 'gm'), `$1${owner.price}`),
    );
    await phonePhoto(join(dir, `src/assets/art/${POST}.jpg`));
    write(dir, `src/content/blog/${POST}.md`, newPost());
    edit(dir, 'src/content/testimonials.yaml', (text) => {
      const items = text.split(/^(?=- id:)/m);
      removedTestimonial = (parse(items.at(-1) ?? '') as { content: string }[])[0]?.content ?? '';
      return items.slice(0, -1).join('');
    });
    edit(
      dir,
      'src/content/faq.yaml',
      (text) =>
        `${text.trimEnd()}\n\n- id: "bring-a-friend"\n  category: "practical"\n  question: "${NEW_FAQ}"\n  answer: "Yes, you are welcome to bring someone for support. Just let me know beforehand."\n`,
    );
    const rebuilt = build(dir);
    expect(rebuilt.output).toMatch(/\] \d+ page\(s\) built in \d.*s$/m);
    expect(rebuilt.status).toBe(0);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the new price is on every page that had the old one, and the old one is gone', () => {
    expect(pricedPages.length).toBeGreaterThan(3);
    const site = builtText();
    for (const file of pricedPages) expect(site.get(file), file).toContain(money(owner.price));
    for (const [file, text] of site) expect(text, file).not.toContain(money(original.prices.session));
  });

  it('the new e-mail and phone replace the old ones everywhere', () => {
    const site = builtText();
    expect(site.get('contact.html')).toContain(owner.email);
    expect(site.get('contact.html')).toContain(owner.phone.replace(' ', '\u00a0'));
    for (const [file, text] of site) {
      expect(text, file).not.toContain(original.email);
      expect(text.replace(/\u00a0|&nbsp;|&#160;/g, ' '), file).not.toContain(original.phone);
    }
  });

  it('the new post has its page, and is in the blog list, the feed and the sitemap', () => {
    const site = builtText();
    expect(site.has(`blog/${POST}.html`)).toBe(true);
    expect(site.get('blog.html')).toContain(`/blog/${POST}"`);
    expect(site.get('rss.xml')).toContain(`/blog/${POST}<`);
    expect(site.get('sitemap-0.xml')).toContain(`/blog/${POST}<`);
  });

  it('the phone photo ships as responsive pictures within the budget', () => {
    const pictures = readdirSync(join(dir, 'dist/_astro')).filter((file) => file.startsWith(POST));
    expect(pictures.length).toBeGreaterThan(1);
    for (const file of pictures)
      expect(statSync(join(dir, 'dist/_astro', file)).size, file).toBeLessThanOrEqual(IMAGE_BYTES);
  });

  it('a replaced picture replaces the old one on its page', () => {
    expect(replacedCover).toMatch(/^\/_astro\//);
    expect(coverOf(read(dir, `dist/blog/${PICTURED}.html`))).not.toBe(replacedCover);
  });

  it('the removed testimonial is gone and the new FAQ is on /faq', () => {
    const site = builtText();
    const words = removedTestimonial.split(/['’]/)[0] ?? '';
    expect(words.length).toBeGreaterThan(10);
    expect(site.get('index.html')).not.toContain(words);
    expect(site.get('faq.html')).toContain(NEW_FAQ);
  });

  it('the project’s own checks pass on the edited site', () => {
    const checks = [
      run(dir, 'vitest', CHECKS_OF_HER_CONTENT),
      run(
        dir,
        'playwright',
        [
          'test',
          ...['home', 'blog', 'enquiries', 'layout', 'every-page', 'seo/feeds'].map(
            (spec) => `tests/e2e/${spec}.spec.ts`,
          ),
          // The pages her edits changed: answer, title, layout, accessibility, requests.
          '--grep-invert',
          `every page: (?!(${editedRoutes().join('|')})$)`,
        ],
        { PORT: '4531' },
      ),
    ];
    for (const { status, output } of checks) expect(status, output.slice(-3000)).toBe(0);
  });
});
