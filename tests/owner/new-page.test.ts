/**
 * A new page is two files: its route shell (src/pages/) and its copy (src/content/pages/). Made
 * on a scratch copy, it is built, linked from the header and the footer with the words its copy
 * gives, listed in the sitemap and given a share image; removed again, every trace goes with it.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, read, scratchCopy, write } from './scratch';

const ID = 'gift-vouchers';
const SHELL = `src/pages/${ID}.astro`;
const COPY = `src/content/pages/${ID}.md`;
const words = { header: 'Vouchers', footer: 'Gift vouchers', title: 'Gift Vouchers for Hypnotherapy Sessions' };

const shell = `---
import ProsePageLayout from '#/layouts/ProsePageLayout.astro';
import { getPage } from '#/lib/content.ts';

const page = await getPage('${ID}');
---

<ProsePageLayout page={page} />
`;

const copy = `---
navigation:
  header: "${words.header}"
  footer: "${words.footer}"
title: "${words.title}"
description: "A gift voucher for a free consultation and a first session of hypnotherapy with {practitioner} in {town}."
heading: "Gift vouchers"
---

Give someone a calmer start: a voucher covers a first session.
`;

let dir: string;

/** The links of one navigation landmark of a built page, as [href, words]. */
function linksIn(html: string, landmark: string): string[][] {
  const start = html.indexOf(`<nav aria-label="${landmark}"`);
  if (start === -1) throw new Error(`No ${landmark} navigation in the page`);
  const nav = html.slice(start, html.indexOf('</nav>', start));
  return [...nav.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, href = '', text = '']) => [href, text]);
}

const sitemap = () => read(dir, 'dist/sitemap-0.xml');
const builtPages = ['index.html', 'about.html', 'blog/menopause_brain.html'];

beforeAll(() => {
  dir = scratchCopy();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a page in two files', () => {
  it('is built, linked from the header and footer with its own words, in the sitemap and with a share image', () => {
    write(dir, SHELL, shell);
    write(dir, COPY, copy);
    const result = build(dir);
    expect(result.status, result.output).toBe(0);

    expect(read(dir, `dist/${ID}.html`)).toContain(`<title>${words.title}</title>`);
    for (const page of builtPages) {
      const html = read(dir, join('dist', page));
      expect(linksIn(html, 'Main'), page).toContainEqual([`/${ID}`, words.header]);
      expect(linksIn(html, 'Footer'), page).toContainEqual([`/${ID}`, words.footer]);
    }
    expect(sitemap()).toContain(`/${ID}</loc>`);
    expect(existsSync(join(dir, `dist/og/${ID}.png`))).toBe(true);
  });

  it('removed again (both files), leaves no page, link or sitemap entry', () => {
    rmSync(join(dir, SHELL));
    rmSync(join(dir, COPY));
    const result = build(dir);
    expect(result.status, result.output).toBe(0);

    expect(existsSync(join(dir, `dist/${ID}.html`))).toBe(false);
    const html = read(dir, 'dist/index.html');
    expect([...linksIn(html, 'Main'), ...linksIn(html, 'Footer')].map(([href]) => href)).not.toContain(`/${ID}`);
    expect(sitemap()).not.toContain(`/${ID}</loc>`);
  });

  it('a copy without its route shell is refused, naming the file and the shell to add', () => {
    write(dir, COPY, copy);
    const result = build(dir);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(COPY);
    expect(result.output).toContain(SHELL);
    rmSync(join(dir, COPY));
  });
});
