import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishPages } from '#/serving/build/finish-pages.ts';

const css = [
  '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}}',
  '.used{color:red}',
  '.unused{color:blue}',
  '.menu[open]{translate:0}',
  ':where(.space-y-3>:not(:last-child)){margin-top:1rem}',
  ':focus-visible{outline:2px solid}',
  '::placeholder{color:gray}',
  '.bg-line{background:var(--tw-shadow)}',
  '.size-2\\.5{width:.625rem}',
  '.aspect-video{aspect-ratio:16/9}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
].join('');
const fonts = '@font-face{font-family:Body;src:url(/f.woff2)}:root{--font-body:Body}';
/** Astro's own island style, which the pass trusts wherever it stands (own-code.ts). */
const islandStyle = ISLAND_STYLES;
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><style>${fonts}</style><style>${css}</style></head><body>${body}<style>${islandStyle}</style></body></html>`;

/** A layout's inline module, the site's own. */
const script = 'frame.className=`aspect-video w-full`';
let dir: string;
const pruned = (file: string) => readFileSync(join(dir, file), 'utf8');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'used-css-'));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro/Island.js'), 'import"./shared.js";export const c="bg-line";');
  writeFileSync(join(dir, '_astro/shared.js'), 'export const d=`flex size-2.5`;');
  writeFileSync(join(dir, 'plain.html'), page('<p class="used">Hi</p><dialog class="menu"></dialog>'));
  writeFileSync(join(dir, 'island.html'), page('<astro-island component-url="/_astro/Island.js"></astro-island>'));
  writeFileSync(join(dir, 'form.html'), page('<input class="used">'));
  writeFileSync(join(dir, 'script.html'), page(`<script type="module">${script}</script>`));
  await finishPages(dir, ['/plain.html', '/island.html', '/form.html', '/script.html'], new Set([script]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('each page keeps only the CSS it can use', () => {
  it('keeps the rules matching its HTML and drops the others', () => {
    expect(pruned('plain.html')).toContain('.used{color:red}');
    expect(pruned('plain.html')).not.toContain('.unused');
  });

  it('keeps states the built HTML never shows and rules that start with a pseudo-class', () => {
    for (const rule of ['.menu[open]', ':where(.space-y-3', ':focus-visible'])
      expect(pruned('plain.html')).toContain(rule);
  });

  it('keeps form-control pseudo-elements only on pages with a form control', () => {
    expect(pruned('plain.html')).not.toContain('::placeholder');
    expect(pruned('form.html')).toContain('::placeholder');
  });

  it('keeps the classes an island can render once hydrated, from its module graph', () => {
    expect(pruned('island.html')).toContain('.bg-line{');
    expect(pruned('island.html')).toContain('.size-2\\.5{');
    expect(pruned('plain.html')).not.toContain('.bg-line');
  });

  it('keeps the classes an inline script sets', () => {
    expect(pruned('script.html')).toContain('.aspect-video{');
    expect(pruned('plain.html')).not.toContain('.aspect-video');
  });

  it('keeps only the custom properties the remaining rules read', () => {
    expect(pruned('island.html')).toContain('@property --tw-shadow');
    expect(pruned('island.html')).toContain('--tw-shadow:0 0 #0000');
    expect(pruned('island.html')).not.toContain('--tw-blur');
    expect(pruned('plain.html')).not.toContain('@layer properties');
  });

  it('leaves the font declarations as they were and no marks behind', () => {
    for (const file of ['plain.html', 'island.html']) {
      expect(pruned(file)).toContain(`<style>${fonts}`);
      expect(pruned(file)).not.toContain('beasties');
    }
  });

  it('merges the styles into one element in the head, in their order (one CSP hash)', () => {
    const html = pruned('island.html');
    expect(html.match(/<style>/g)).toHaveLength(1);
    const style = /<style>([\s\S]*?)<\/style><\/head>/.exec(html)?.[1] ?? '';
    expect(style.indexOf(fonts)).toBe(0);
    expect(style.indexOf('.bg-line{')).toBeGreaterThan(0);
    // Cut like the rest: the page has an astro-island, no slot.
    expect(style).toMatch(/astro-island[^{]*\{display:contents\}$/);
  });

  it('drops a style none of whose rules the page uses, whole', () => {
    expect(pruned('plain.html')).not.toContain('display:contents');
    expect(pruned('plain.html')).not.toContain('data-place');
  });
});
