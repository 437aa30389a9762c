import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishPage, finishPages } from '#/serving/build/finish-pages.ts';

const jsonLd = '<script type="application/ld+json">{"@type":"Thing"}</script>';
const runtime =
  '<script>(()=>{self.Astro={}})();</script><script>(()=>{customElements.define("astro-island",class{})})();</script>';
const layout = '<script type="module">menu();</script>';
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8">${jsonLd}</head><body>${body}${layout}</body></html>`;
const islandPage = page(`${runtime}<astro-island uid="a"></astro-island>`);
/** The bodies of the scripts above that the site's build wrote (own-code.ts). */
const own = new Set([
  '(()=>{self.Astro={}})();',
  '(()=>{customElements.define("astro-island",class{})})();',
  'menu();',
]);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'island-scripts-'));
  mkdirSync(join(dir, '_astro'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function lifted(html: string, name = '/index.html') {
  const result = await finishPage(dir, name, html, own);
  if (!result.island) throw new Error('expected the page’s scripts to move');
  return { html: result.html, file: result.island };
}

describe('an island page’s inline scripts move into one module file', () => {
  it('leaves a page without an island its inline module', async () => {
    const result = await finishPage(dir, '/faq.html', page('<p>Hi</p>'), own);
    expect(result.island).toBeNull();
    expect(result.html).toContain(`${layout}</body>`);
  });

  it('replaces every inline script that runs with one low-priority module in the head, and keeps JSON-LD', async () => {
    const { html, file } = await lifted(islandPage);
    expect(html).toContain(
      `${jsonLd}<script type="module" src="${file.url}" fetchpriority="low"></script><style></style></head>`,
    );
    expect(html).toContain('<body><astro-island uid="a"></astro-island></body>');
    expect(file.code).toBe(
      '(()=>{self.Astro={}})();\n(()=>{customElements.define("astro-island",class{})})();\nmenu();',
    );
  });

  it('names the file by its content, so it can be cached for good', async () => {
    const { url } = (await lifted(islandPage)).file;
    // The code's SHA-256, base64url, first 10 characters (openssl dgst -sha256).
    expect(url).toBe('/_astro/islands.1hgC_T-s_F.js');
    expect((await lifted(islandPage)).file.url).toBe(url);
    expect((await lifted(islandPage.replace('menu()', 'menu(1)'))).file.url).not.toBe(url);
  });

  it('writes the file into the built folder and moves only the island pages’ and the not-found page’s scripts', async () => {
    writeFileSync(join(dir, 'index.html'), islandPage);
    writeFileSync(join(dir, 'faq.html'), page('<p>Hi</p>'));
    writeFileSync(join(dir, '404.html'), page('<p>Not found</p>'));
    await finishPages(dir, ['/index.html', '/faq.html', '/404.html'], own);
    const { file } = await lifted(islandPage);
    expect(readFileSync(join(dir, file.url), 'utf8')).toBe(file.code);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).not.toContain('<script>');
    expect(readFileSync(join(dir, 'faq.html'), 'utf8')).toContain(layout);
    expect(readFileSync(join(dir, '404.html'), 'utf8')).not.toContain('<script type="module">');
  });

  it('leaves a script that is not the site’s own where it is, out of the file', async () => {
    const pasted = '<script>alert(1)</script>';
    const { html, file } = await lifted(page(`${runtime}<astro-island uid="a"></astro-island>${pasted}`));
    expect(file.code).not.toContain('alert(1)');
    expect(html).toContain(pasted);
  });
});
