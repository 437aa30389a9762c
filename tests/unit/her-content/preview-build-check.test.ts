/**
 * The editor tells, beside the entry, what the build would report for it, in the form's words (each
 * field by its label, with the field it concerns): the settings' schema (an undialable number), the entry's collection schema (a title too
 * long once its fill-ins are filled in, an empty text), pasted code in a field or the text, a
 * picture the site cannot show, and a file name whose web address the site already uses. Run in a
 * browser window (jsdom), as the preview's chunk runs.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import type { CheckedEntry } from '#/editor/preview/build-check.ts';
import type { CheckLine } from '#/editor/preview/field-lines.ts';
import { readEntries } from '#/lib/entries.ts';
import { contentSources } from '#/schemas/collections.ts';

const settingsTokens = settingsFillIns().tokens;
const unsetTokens = settingsFillIns().unset;

const SETTINGS = 'src/content/settings/contact.yaml';
const POST = 'src/content/blog/a-post.md';
const SCRIPT =
  "<script> is pasted code: it would run on every visitor's device, so the site never shows it. Remove it. To show a YouTube or Vimeo video, put its link on a line of its own instead.";

let buildCheck: (entry: CheckedEntry) => Promise<CheckLine[]>;
/** The lines she reads. */
const told = async (entry: CheckedEntry): Promise<string[]> => (await buildCheck(entry)).map(({ line }) => line);
beforeAll(async () => {
  const jsdom = 'jsdom'; // No types are installed for it (@types/jsdom): this one line needs none.
  const { JSDOM } = (await import(/* @vite-ignore */ jsdom)) as { JSDOM: new () => { window: Window } };
  const { window } = new JSDOM();
  Object.assign(globalThis, {
    window,
    document: window.document,
    // A broken file: the browser cannot draw it.
    createImageBitmap: () => Promise.reject(new Error('The source image could not be decoded.')),
  });
  ({ buildCheck } = await import('#/editor/preview/build-check.ts'));
});

const pictures: Record<string, string> = {
  '../../assets/blog/drawing.svg': 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  '../../assets/blog/photo.heic': 'data:image/heic,0000',
  '../../assets/blog/broken.png': 'data:image/png,not-a-picture',
};
/** A whole post, as its schema takes it. */
const POST_FIELDS = {
  title: 'A post',
  subtitle: 'Calm',
  excerpt: 'A post about calm, long enough for a search engine to show it as it is written.',
  date: '2024-03-15',
};
const post = (fields: Record<string, unknown>, body: string, slug = 'a-post'): CheckedEntry => ({
  file: POST.replace('a-post', slug),
  collection: 'blog',
  slug,
  fields: [{ ...POST_FIELDS, ...fields }],
  body,
  site: { tokens: {}, unsetTokens: [], paths: ['/blog'], unpublished: [], siteUrl: 'https://www.example.com' },
  page: '',
  picture: (path) => pictures[path],
});

describe("the preview's build check", () => {
  it('tells an undialable phone number in the settings as the build does, and nothing of the shipped settings', async () => {
    const settings = parse(readFileSync(SETTINGS, 'utf8')) as Record<string, unknown>;
    const entry = { ...post({}, ''), file: SETTINGS, collection: 'settings', slug: 'contact', body: undefined };
    expect(await told({ ...entry, fields: [settings] })).toEqual([]);
    expect(await told({ ...entry, fields: [{ ...settings, phone: '12345' }] })).toEqual([
      'Your phone number: "12345" cannot be dialled. Write the number as you would dial it, e.g. "01582 123456".',
    ]);
  });

  it('tells a value longer than any field may hold', async () => {
    expect(await told(post({ subtitle: 'a'.repeat(3001) }, 'Hello.'))).toEqual([
      `Subtitle: is 3001 characters long: keep it to 3000 or fewer.`,
    ]);
  });

  it('tells pasted code in a field and in the text', async () => {
    expect(
      await told(post({ subtitle: 'Calm <script>alert(1)</script>' }, 'Hello.\n\n<script>alert(1)</script>\n')),
    ).toEqual([`Subtitle: ${SCRIPT}`, `Main text: ${SCRIPT}`]);
  });

  it('tells a picture the site cannot show: an SVG drawing, an iPhone photo, a broken file', async () => {
    const text = '![A drawing](../../assets/blog/drawing.svg)\n\n![A photo](../../assets/blog/photo.heic)\n';
    expect(await told(post({ cover: '../../assets/blog/broken.png', coverAlt: 'A room' }, text))).toEqual([
      `Cover: "../../assets/blog/broken.png" cannot be read as a picture. Save it again as JPEG or PNG.`,
      `Main text: the picture ../../assets/blog/drawing.svg is an SVG drawing, which can carry code that would run on the site: pictures go on the site as JPEG, PNG, WebP, GIF only. Save it as PNG.`,
      `Main text: the picture ../../assets/blog/photo.heic is an iPhone (HEIC) photo, which web browsers cannot show. Save it as JPEG: on the iPhone, Settings > Camera > Formats > Most Compatible, then share it again; or open it in Photos and export it as JPEG.`,
    ]);
  });

  it('tells a picture on another website, written in Markdown or as HTML, once each', async () => {
    const remote = (src: string) =>
      `Main text: the picture ${src} is on another website. Put the picture in src/assets/ and link to it there.`;
    const text = '![A view](https://example.org/view.jpg)\n\n<img src="https://example.org/room.jpg" alt="A room">\n';
    expect(await told(post({}, text))).toEqual([
      remote('https://example.org/view.jpg'),
      remote('https://example.org/room.jpg'),
    ]);
  });

  it('tells a title too long once its fill-ins are filled in, as the build words it', async () => {
    const entry = post({ title: '{practiceName} and {practiceName}' }, 'Hello.');
    const practiceName = 'A practice name long enough to fill a search result';
    expect(await told({ ...entry, site: { ...entry.site, tokens: { practiceName } } })).toEqual([
      `Title: is longer than 70 characters once {practiceName} is filled in from the practice settings (src/content/settings): shorten the text here, or the setting.`,
    ]);
  });

  it('tells an unknown fill-in in a field once, as the build words it', async () => {
    const entry = post({ subtitle: 'Call {phon}' }, 'Hello.');
    expect(await told({ ...entry, site: { ...entry.site, tokens: { phone: '01632 960000' } } })).toEqual([
      `Subtitle: "Call {phon}" uses {phon}, which is not a fill-in. Known fill-ins: {phone}.`,
    ]);
  });

  it('tells a list item with an empty required text, and nothing of the others', async () => {
    const question = { id: 'a-question', category: 'practical', question: 'How long?', answer: 'An hour.' };
    const entry = { ...post({}, ''), file: 'src/content/faq.yaml', collection: 'faq', slug: 'faq', body: undefined };
    expect(await told({ ...entry, fields: [question, { ...question, answer: '' }] })).toEqual([
      'Answer: missing. Fill it in.',
    ]);
  });

  it('tells nothing of the shipped entries, with the build’s fill-ins', async () => {
    const site = {
      tokens: settingsTokens,
      unsetTokens: [...unsetTokens],
      paths: [],
      unpublished: [],
      siteUrl: 'https://www.example.com',
    };
    for (const [collection, { source }] of Object.entries(contentSources)) {
      const entries = readEntries(source);
      // A list file is one entry in the editor: its items, without the place the loader adds.
      const items = entries.map(({ data }) => ({ ...(data as object), position: undefined }));
      const forms =
        'list' in source
          ? [{ id: collection, file: entries[0]?.file ?? '', fields: items }]
          : entries.map(({ id, file, data }) => ({ id, file, fields: [data as Record<string, unknown>] }));
      for (const { id, file, fields } of forms) {
        const entry = { ...post({}, ''), file, collection, slug: id, fields, body: undefined, site };
        expect(await told(entry)).toEqual([]);
      }
    }
  });

  it('tells each line with the form field it concerns: a cover without its description, a link to a draft', async () => {
    const entry = post({ cover: '../../assets/blog/drawing.svg' }, 'Read [the next one](/blog/next).');
    const site = { ...entry.site, unpublished: ['/blog/next'] };
    expect(await buildCheck({ ...entry, site, picture: undefined })).toEqual([
      {
        field: 'body',
        line: 'Main text: the link to /blog/next goes to a post that is not published yet (a draft, or dated later), so it would lead nowhere. Publish that post first, or remove the link until it is.',
      },
      {
        field: 'coverAlt',
        line: 'Cover description (alt text): needed with a cover picture. Say what it shows, for people who cannot see it.',
      },
    ]);
  });

  it('tells a file name whose web address the site already uses', async () => {
    expect(await told(post({}, 'Hello.', 'page'))).toEqual([
      'File name: "page" would give the web address /blog/page, which the site\'s own /blog/page/2 needs. Rename the file.',
    ]);
  });
});
