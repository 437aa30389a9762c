/**
 * Her text is text (issue 23): code pasted into content stops the build with one plain line and
 * publishes nothing (a video link on its own line becomes a click-to-load video whose page alone
 * may frame the host: first-months.test.ts, in its copy); and script slipped past the check into any content path (a body, YAML
 * text, a title, a setting) reaches no page's policy and no file.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Nodes } from 'hast';
import { htmlToHast } from 'satteri';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, edit, filesIn, lineOf, NOTHING_PUBLISHED, policyOf, read, scratchCopy } from './scratch';

const posts = readdirSync('src/content/blog')
  .sort()
  .map((name) => `src/content/blog/${name}`);
const post = posts[0] ?? '';
const postPage = (file = post) => `dist/blog/${file.replace(/^.*\/|\.md$/g, '')}.html`;
const paste = (code: string) => (text: string) => `${text.trimEnd()}\n\n${code}\n`;
const ALLOWED = 'https://, mailto: or tel:';
/** A picture of hers and one from another site (past the content check, which refuses that one). */
const FEED_PICTURES =
  '![A calm room](../../assets/art/hero.png)\n\n<img src="https://tracker.example.com/p.gif" alt="">';

function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const dist = join(dir, 'dist');
  for (const file of existsSync(dist) ? filesIn(dist).sort() : []) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

describe('pasted code stops the build, naming the file, the line and what to do', () => {
  let dir: string;
  beforeAll(() => {
    dir = scratchCopy();
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.html'), 'the site that is live');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const pasted: [string, string, RegExp, string][] = [
    [
      'a script',
      '<script>alert("hi")</script>',
      /^<script>/,
      `<script> is pasted code: it would run on every visitor's device`,
    ],
    [
      'an onerror attribute',
      'Me <img src="me.jpg" onerror="alert(1)">',
      /onerror/,
      `onerror="alert(1)" in <img> is pasted code`,
    ],
    [
      'a javascript: link',
      '[Book now](javascript:alert(1))',
      /javascript:/,
      `the address "javascript:alert(1)" is code or inline data, not a web address. Use an address starting with ${ALLOWED}`,
    ],
    [
      'an iframe from another host',
      '<iframe src="https://widgets.example.org/x"></iframe>',
      /<iframe/,
      '<iframe> from widgets.example.org is pasted embed code',
    ],
    [
      'a pasted YouTube player',
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
      /<iframe/,
      'a pasted YouTube player (<iframe>) cannot be shown',
    ],
    [
      'a link to another video host',
      'https://www.dailymotion.com/video/x8abc12',
      /dailymotion/,
      'https://www.dailymotion.com/video/x8abc12 is a video the site cannot play. Videos play from YouTube or Vimeo only',
    ],
  ];

  /** Each paste in a post of its own, all told by one build. */
  const pastedIn = (index: number) => posts[index] ?? '';
  const texts: string[] = [];
  let refused: { status: number | null; stderr: string; lines: string[]; unchanged: boolean };

  beforeAll(() => {
    const before = fingerprint(dir);
    pasted.forEach(([, code], index) => texts.push(edit(dir, pastedIn(index), paste(code))));
    const { status, stderr } = build(dir);
    const lines = stderr.split('\n').map((line) => line.replace(/^\d+\. /, ''));
    refused = { status, stderr, lines, unchanged: fingerprint(dir) === before };
  });

  it.each(pasted.map((paste, index) => [...paste, index] as const))('%s', (_name, _code, where, message, index) => {
    expect(refused.status).toBe(1);
    const told = `${pastedIn(index)}, line ${lineOf(texts[index] ?? '', where)}, text: ${message}`;
    expect(
      refused.lines.some((line) => line.startsWith(told)),
      refused.lines.join('\n'),
    ).toBe(true);
    expect(refused.stderr).toMatch(NOTHING_PUBLISHED);
    expect(refused.unchanged).toBe(true);
  });

  it('build:live refuses it the same way', () => {
    const before = fingerprint(dir);
    const { status, stderr } = build(dir, '--live');
    expect(status).toBe(1);
    expect(stderr).toMatch(/text: <script> is pasted code: it would run on every visitor's device/);
    expect(fingerprint(dir)).toBe(before);
  });
});

describe('script put into any content path reaches no policy and no file', () => {
  let dir: string;
  /** One script per content path, each with its own marker. */
  const scripts = {
    body: '<script>window.fromBody=1</script>',
    yamlText: '<script>window.fromYamlText=1</script>',
    title: '<script>window.fromTitle=1</script>',
    setting: '<script>window.fromSetting=1</script>',
  };
  const markers = Object.values(scripts).map((script) => /window\.(\w+)=1/.exec(script)?.[1] ?? '');
  const sha256 = (body: string) => createHash('sha256').update(body).digest('base64');

  beforeAll(() => {
    dir = scratchCopy();
    edit(dir, post, paste(scripts.body));
    edit(dir, post, paste(FEED_PICTURES));
    edit(dir, post, (text) => text.replace(/^title: .*$/m, `title: "Calm ${scripts.title}"`));
    edit(dir, 'src/content/faq.yaml', (text) => text.replace(/^( {2}answer: ")/m, `$1${scripts.yamlText} `));
    edit(dir, 'src/content/settings.yaml', (text) =>
      text.replace(/^practiceName: "(.*)"$/m, `practiceName: "${scripts.setting}"`),
    );
    // Astro's build without the content check, which refuses the pasted code: what if some got past it?
    edit(dir, 'astro.config.ts', (text) => text.replace(/^ {4}contentCheck\(.*\),\n/m, ''));
    const { status, output } = build(dir);
    if (status !== 0) throw new Error(output);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('no policy allows their hashes', () => {
    const hashes = Object.values(scripts).map((script) => sha256(script.replace(/^<script>|<\/script>$/g, '')));
    for (const page of filesIn(join(dir, 'dist')).filter((file) => file.endsWith('.html'))) {
      const policy = policyOf(readFileSync(page, 'utf8'));
      for (const hash of hashes) expect(policy, page).not.toContain(hash);
    }
  });

  it('no script file and no script element holds their code', () => {
    for (const file of filesIn(join(dir, 'dist'))) {
      const text = readFileSync(file, 'utf8');
      const code = file.endsWith('.js') ? text : file.endsWith('.html') ? scriptBodies(text) : '';
      for (const marker of markers) expect(code, file).not.toContain(marker);
    }
  });

  it('the feed carries her picture as the built file, at its absolute address, and no picture from another site', () => {
    const feed = read(dir, 'dist/rss.xml');
    expect(feed).not.toContain('__ASTRO_IMAGE_');
    expect(feed).not.toContain('tracker.example.com');
    const pictures = [...feed.matchAll(/&lt;img [^]*?src=&quot;([^&]+)&quot;/g)].map(([, src]) => src ?? '');
    expect(pictures).toEqual([expect.stringMatching(/^https:\/\/www\.example\.com\/_astro\/hero\.\w+\.webp$/)]);
    expect(existsSync(join(dir, 'dist', new URL(pictures[0] ?? '').pathname))).toBe(true);
  });

  it('the feed shows a setting as the text it is', () => {
    expect(read(dir, 'dist/rss.xml')).toContain('&lt;script&gt;window.fromSetting=1&lt;/script&gt;: Blog</title>');
  });

  it('the text paths show it as the text it is', () => {
    expect(read(dir, postPage())).toContain('&lt;script&gt;window.fromTitle=1&lt;/script&gt;');
    expect(read(dir, 'dist/faq.html')).toContain('&lt;script&gt;window.fromYamlText=1&lt;/script&gt;');
    expect(read(dir, 'dist/index.html')).toContain('&lt;script&gt;window.fromSetting=1&lt;/script&gt;');
    expect(read(dir, postPage())).not.toContain('fromBody');
  });
});

/** The code of a page's script elements that run, found by an HTML parser (JSON-LD is data, and text in an attribute is text). */
function scriptBodies(html: string): string {
  const bodies: string[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'element' && node.tagName === 'script' && node.properties['type'] !== 'application/ld+json') {
      bodies.push(node.children.map((child) => ('value' in child ? child.value : '')).join(''));
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(htmlToHast(html));
  return bodies.join('\n');
}
