/**
 * Her first months' other edits (issue 23), on a scratch copy: each keeps working, or stops the
 * build with one line naming the file and line. Expected values come from the edit itself.
 *
 * Her photo (a phone photo, as it comes off the camera) in the settings, in the same copy: it
 * shows on the about page and in the home hero, compressed and responsive; a wrong file name
 * fails the build with one line naming the file, line and field. And a YouTube link on its own
 * line in a post becomes a click-to-load video, whose page alone may frame the host.
 */
import { copyFileSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_BYTES } from '../policy/budgets';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { startLocalServer } from '../support/local-server';
import { settingsFile } from '#/config/settings-files.ts';
import { build, edit, filesIn, lineOf, policyOf, read, scratchCopy } from './scratch';

/** Her name and photo; her opening hours. */
const ABOUT_HER = settingsFile('practice');
const CONTACT = settingsFile('contact');
const ALT = 'Sarah smiling in her consulting room';
const withPortrait = (file: string) => (text: string) =>
  `${text.trimEnd()}\nportrait:\n  image: "../../assets/art/${file}"\n  alt: "${ALT}"\n`;

/** The <img> a page shows with this alt text, as written in the built HTML. */
const imageWithAlt = (html: string) => new RegExp(`<img[^>]*alt="${ALT}"[^>]*>`).exec(html)?.[0] ?? '';

const NAME = 'Sarah’s Calm & Clear Hypnotherapy'.replace('’', "'");
const SERVICE = readdirSync('src/content/services').sort()[0] ?? '';
const NEW_SERVICE = 'exam-nerves';
const POST = readdirSync('src/content/blog').sort()[0] ?? '';
const EMOJI_TITLE = 'Sleep well tonight 🌙';
const PHOTO = 'IMG 1234.JPG';
const HOURS = { opens: '08:30', closes: '19:30' };
/** A post given a YouTube link on its own line (issue 23), and its built page. */
const VIDEO_POST = readdirSync('src/content/blog').sort()[1] ?? '';
const videoPage = `dist/blog/${VIDEO_POST.replace(/\.md$/, '')}.html`;
const frameSrc = (html: string) => /frame-src ([^;]+)/.exec(policyOf(html))?.[1];

/** Every built file with text in it, by path. */
function builtText(dir: string): Map<string, string> {
  const files = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' });
  return new Map(
    files
      .filter((file) => /\.(html|xml|json|webmanifest)$/.test(file))
      .map((file) => [file, read(dir, join('dist', file))]),
  );
}

const jsonLd = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json = '']) =>
    JSON.parse(json),
  );

/** One copy for the first months' edits that build, her photo and a video: one build for all. */
let dir: string;
let mistake: ReturnType<typeof build>;
let mistakeLine: number;

beforeAll(async () => {
  dir = scratchCopy();
  edit(dir, ABOUT_HER, (text) => text.replace(/^practiceName: .*$/m, `practiceName: "${NAME}"`));
  edit(dir, CONTACT, (text) =>
    text.replace(/^( {4}opens: )"09:00"\n( {4}closes: )"18:00"/m, `$1"${HOURS.opens}"\n$2"${HOURS.closes}"`),
  );
  // A new service made by copying one on GitHub, its title and card anchor changed (two cards may not share one).
  copyFileSync(join(dir, 'src/content/services', SERVICE), join(dir, 'src/content/services', `${NEW_SERVICE}.md`));
  edit(dir, `src/content/services/${NEW_SERVICE}.md`, (text) =>
    text
      .replace(/^title: .*$/m, 'title: "Exam Nerves"')
      .replace(/^( {2}- anchor: )"[^"]+"/gm, (_, start: string) => `${start}"exam-nerves"`),
  );
  // A phone photo, as named by the phone, as a post's cover; and an emoji in its title.
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#88aacc' } })
    .jpeg()
    .toFile(join(dir, 'src/assets/art', PHOTO));
  edit(dir, `src/content/blog/${POST}`, (text) =>
    text
      .replace(/^title: .*$/m, `title: "${EMOJI_TITLE}"`)
      .replace(/^cover: .*$/m, `cover: "../../assets/art/${PHOTO}"`),
  );
  edit(
    dir,
    `src/content/blog/${VIDEO_POST}`,
    (text) => `${text.trimEnd()}\n\n[A short introduction](https://www.youtube.com/watch?v=dQw4w9WgXcQ)\n`,
  );
  // Her photo, first with a file name that is not there.
  mistakeLine = lineOf(edit(dir, ABOUT_HER, withPortrait('no-such-photo.jpg')), /^ {2}image: /);
  mistake = build(dir);
  edit(dir, ABOUT_HER, (text) => text.replace('no-such-photo.jpg', 'portrait.jpg'));
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
  await sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#c8a890', noise } })
    .jpeg({ quality: 95 })
    .toFile(join(dir, 'src/assets/art/portrait.jpg'));
  const { status, output } = build(dir);
  if (status !== 0) throw new Error(output);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the first months’ edits that build', () => {
  it('a practice name with an apostrophe and an ampersand is escaped exactly once everywhere', () => {
    const texts = builtText(dir);
    let pages = 0;
    for (const [file, full] of texts) {
      // A feed's article bodies are HTML written as XML text: there an "&amp;" is rightly "&amp;amp;".
      const text = full.replace(/<content:encoded>[\s\S]*?<\/content:encoded>/g, '');
      expect(text, file).not.toMatch(/&amp;(amp|#x27|#39|quot|lt|gt);/);
      expect(text, file).not.toContain('Sarah&#x27;s Calm & Clear');
      if (!file.endsWith('.html')) continue;
      const title = /<title>([^<]*)<\/title>/.exec(text)?.[1] ?? '';
      if (title.includes('Sarah')) pages += 1;
      for (const data of jsonLd(text)) expect(JSON.stringify(data)).not.toMatch(/&amp;|&#/);
    }
    expect(pages).toBeGreaterThan(10);
    expect(read(dir, 'dist/index.html')).toMatch(/Sarah(&#x27;|')s Calm &amp; Clear Hypnotherapy/);
    expect(JSON.stringify(jsonLd(read(dir, 'dist/index.html')))).toContain(JSON.stringify(NAME).slice(1, -1));
    expect(read(dir, 'dist/rss.xml')).toMatch(/Sarah(&apos;|')s Calm &amp; Clear Hypnotherapy/);
  });

  it('a new service page made by copying one is linked and in the sitemap', () => {
    const page = `/services/${NEW_SERVICE}`;
    expect(read(dir, `dist${page}.html`)).toContain('Exam Nerves');
    const sitemap = [...builtText(dir)].filter(([file]) => file.startsWith('sitemap')).map(([, text]) => text);
    expect(sitemap.join('')).toContain(`${page}<`);
    const linking = [...builtText(dir)].filter(
      ([file, text]) => file.endsWith('.html') && text.includes(`href="${page}"`),
    );
    expect(linking.length).toBeGreaterThan(1);
  });

  it('new opening hours reach the contact page and the structured data', () => {
    const contact = read(dir, 'dist/contact.html');
    expect(contact).toMatch(new RegExp(`${HOURS.opens}|8:30|8\\.30`));
    const hours = JSON.stringify(jsonLd(read(dir, 'dist/index.html')));
    expect(hours).toContain(`"opens":"${HOURS.opens}"`);
    expect(hours).toContain(`"closes":"${HOURS.closes}"`);
    expect(hours).not.toContain('"opens":"09:00"');
  });

  it('a phone photo named "IMG 1234.JPG" works as a cover', async () => {
    const html = read(dir, `dist/blog/${POST.replace(/\.md$/, '')}.html`);
    const cover = /<img src="([^"]+)"/.exec(html.slice(html.indexOf('<article')))?.[1] ?? '';
    expect(cover).toMatch(/^\/_astro\/IMG.*\.webp$/);
    expect(readdirSync(join(dir, 'dist/_astro'))).toContain(decodeURIComponent(cover).slice('/_astro/'.length));
    const server = await startLocalServer(dir);
    try {
      const response = await fetch(`${server.url}${cover}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
    } finally {
      server.stop();
    }
  });

  it('an emoji in a title builds the page, the feed and its share image', async () => {
    const slug = POST.replace(/\.md$/, '');
    expect(read(dir, `dist/blog/${slug}.html`)).toContain(EMOJI_TITLE);
    expect(read(dir, 'dist/rss.xml')).toContain(EMOJI_TITLE);
    const image = await sharp(join(dir, `dist/og/blog/${slug}.png`)).metadata();
    expect([image.width, image.height]).toEqual([1200, 630]);
  });
});

describe('her photo', () => {
  it('a file that is not there fails the build, naming the settings file, line and field', () => {
    expect(mistake.status).not.toBe(0);
    expect(mistake.output).toContain(
      `${ABOUT_HER}, line ${mistakeLine}, portrait.image: "../../assets/art/no-such-photo.jpg" is not a picture file there.`,
    );
  });

  it('shows on the about page instead of the illustration, and in the home hero', () => {
    const about = read(dir, 'dist/about.html');
    // An attribute's name is any case in HTML: React writes srcSet.
    expect(imageWithAlt(about)).toMatch(/srcset="\/_astro\/portrait\.[^"]+\.webp \d+w/i);
    expect(about).not.toMatch(/\/_astro\/about\.[^"]+\.webp/);
    expect(imageWithAlt(read(dir, 'dist/index.html'))).toMatch(/srcset="\/_astro\/portrait\.[^"]+\.webp \d+w/i);
  });

  it('ships as compressed, responsive pictures within the budget, never the camera original', () => {
    const pictures = readdirSync(join(dir, 'dist/_astro')).filter((file) => file.startsWith('portrait.'));
    expect(pictures.filter((file) => file.endsWith('.webp')).length).toBeGreaterThan(1);
    expect(pictures.filter((file) => file.endsWith('.jpg'))).toEqual([]);
    for (const file of pictures) {
      expect(statSync(join(dir, 'dist/_astro', file)).size, file).toBeLessThanOrEqual(IMAGE_BYTES);
    }
  });
});

describe('a YouTube link on its own line becomes a click-to-load video, framed only on its page', () => {
  it('shows a link to the video that carries the privacy-friendly player for later', () => {
    const html = read(dir, videoPage);
    expect(html).toContain('<figure data-video="YouTube">');
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain('data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"');
    expect(html).toContain('A short introduction');
    expect(html).not.toMatch(/<iframe/);
  });

  it("lets that page frame the player's origin, and no other page", () => {
    const pages = filesIn(join(dir, 'dist')).filter((file) => file.endsWith('.html') && !file.includes('/admin'));
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      const expected = page.endsWith(videoPage.slice(4))
        ? 'https://www.youtube-nocookie.com'
        : page.endsWith('/contact.html')
          ? 'https://www.openstreetmap.org'
          : undefined;
      expect(frameSrc(html), page).toBe(expected);
    }
  });

  it('in a browser refused everything off this machine: no request to the host before the click, its player after', async () => {
    const server = await startLocalServer(dir);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const offMachine: string[] = [];
      await page.route(/^(?!http:\/\/localhost[:/])/, async (route) => {
        offMachine.push(route.request().url());
        await route.abort();
      });
      let transferred = 0;
      page.on('requestfinished', (request) => {
        void request.sizes().then((sizes) => (transferred += sizes.responseHeadersSize + sizes.responseBodySize));
      });
      await page.goto(`${server.url}${videoPage.slice(4, -5)}`, { waitUntil: 'networkidle' });
      expect(offMachine).toEqual([]);
      console.log(`A page with a video, before the click: ${transferred} bytes transferred.`);

      const play = page.getByRole('button', { name: /A short introduction/ });
      await play.click();
      const frame = page.locator('[data-video] iframe');
      await expect
        .poll(() => frame.getAttribute('src'))
        .toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
      expect(await frame.getAttribute('title')).toBe('A short introduction');
      await expect.poll(() => offMachine).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
      expect(offMachine.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    } finally {
      await browser.close();
      server.stop();
    }
  });
});

describe('the first months’ edits that stop the build, naming file and line', () => {
  let copy: string;
  beforeAll(() => (copy = scratchCopy()));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('deleting a clinic that posts point to names those posts', () => {
    const posts = readdirSync('src/content/blog')
      .map((name) => `src/content/blog/${name}`)
      .filter((file) => /^clinic: /m.test(readFileSync(file, 'utf8')));
    const clinic = /^clinic: "?([\w-]+)"?$/m.exec(readFileSync(posts[0] ?? '', 'utf8'))?.[1] ?? '';
    const pointing = posts.filter((file) =>
      new RegExp(`^clinic: "?${clinic}"?$`, 'm').test(readFileSync(file, 'utf8')),
    );
    expect(pointing.length).toBeGreaterThan(0);
    rmSync(join(copy, `src/content/clinics/${clinic}.md`));
    const { status, stderr } = build(copy);
    expect(status).toBe(1);
    for (const file of pointing) {
      const line = lineOf(readFileSync(file, 'utf8'), /^clinic:/);
      expect(stderr).toContain(`${file}, line ${line}, clinic: "${clinic}" is not one of the clinics.`);
    }
    copyFileSync(join('src/content/clinics', `${clinic}.md`), join(copy, `src/content/clinics/${clinic}.md`));
  });

  it('a title with an unquoted colon, typed straight on GitHub, is named with file and line', () => {
    const file = `src/content/blog/${POST}`;
    const text = edit(copy, file, (source) => source.replace(/^title: .*$/m, 'title: Sleep: a practical guide'));
    const { status, stderr } = build(copy);
    expect(status).toBe(1);
    expect(stderr.split('\n')[0]).toMatch(new RegExp(`^${file}, line ${lineOf(text, /^title:/)}: `));
    expect(stderr.split('\n')[0]).toMatch(/this value has a colon in it; put the whole value in double quotes/i);
  });
});
