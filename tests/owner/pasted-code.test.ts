/**
 * Her text is text (issue 23): script slipped past the content check into any content path (a body, YAML text,
 * a title, a setting) reaches no page's policy and no file. That the check refuses pasted code, naming the file,
 * line and what to do: tests/unit/owner-markup.test.ts; that a refusal publishes nothing: mistakes.test.ts; a
 * video link on its own line becomes a click-to-load video: first-months.test.ts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Nodes } from 'hast';
import { htmlToHast } from 'satteri';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFile } from '#/config/settings-files.ts';
import { build, edit, filesIn, policyOf, read, scratchCopy } from './scratch';

const posts = readdirSync('src/content/blog')
  .sort()
  .map((name) => `src/content/blog/${name}`);
const post = posts[0] ?? '';
const postPage = (file = post) => `dist/blog/${file.replace(/^.*\/|\.md$/g, '')}.html`;
const paste = (code: string) => (text: string) => `${text.trimEnd()}\n\n${code}\n`;
/** A picture of hers and one from another site (past the content check, which refuses that one). */
const FEED_PICTURES =
  '![A calm room](../../assets/art/hero.png)\n\n<img src="https://tracker.example.com/p.gif" alt="">';

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
    edit(dir, settingsFile('practice'), (text) =>
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
