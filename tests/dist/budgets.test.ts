import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetProblems, IMAGE_BYTES, measurePage } from '../policy/budgets';
import { builtPages, DIST } from '../support/built-pages';
import { testimonials } from '../content';

const html = (page: string) => readFileSync(join(DIST, page), 'utf8');
/** The carousel is the one island, and only for two quotes or more (none: no section; one: its card). */
const carousel = testimonials.length > 1;

describe('byte budgets of the built pages (brotli)', () => {
  it('the home page has an island only with a carousel to run', () => {
    expect(measurePage('index.html').islands > 0).toBe(carousel);
  });

  it.each(builtPages())('%s', (page) => {
    expect(budgetProblems(measurePage(page))).toEqual([]);
  });
});

describe('nothing loads alongside the page and its fonts', () => {
  // Even a data: image (a CSS mask, a background) is one more request in flight while the fonts load.
  it.each(builtPages())('%s: its CSS loads no images, only the fonts', (page) => {
    const stylesheets = [...html(page).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, url = '']) => url);
    const css = [
      ...[...html(page).matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]),
      ...stylesheets.map((url) => readFileSync(join(DIST, url), 'utf8')),
    ].join('');
    const urls = [...css.matchAll(/url\(([^)]*)\)/g)].map((match) => match[1]);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^"\/_astro\/fonts\/[\w-]+\.woff2"$/);
  });

  it('the carousel island is sent only the fields a card shows', () => {
    const props = /<astro-island\b[^>]*\sprops="([^"]*)"/.exec(html('index.html'))?.[1] ?? '';
    if (!carousel) return expect(props).toBe('');
    const keys = new Set([...props.matchAll(/&quot;(\w+)&quot;:/g)].map((match) => match[1]));
    expect([...keys].sort()).toEqual(['age', 'author', 'content', 'parentOf', 'sample', 'testimonials', 'title']);
  });
});

describe('pictures', () => {
  const pictures = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(webp|avif|jpe?g|png|gif)$/.test(file) && !file.startsWith('og/'),
  );

  it.each(pictures)('%s is within the picture budget', (file) => {
    expect(statSync(join(DIST, file)).size).toBeLessThanOrEqual(IMAGE_BYTES);
  });
});
