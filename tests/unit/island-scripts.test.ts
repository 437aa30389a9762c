import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { liftIslandScripts, moveIslandScriptsToFiles } from '../../src/integrations/serving/island-scripts';

const jsonLd = '<script type="application/ld+json">{"@type":"Thing"}</script>';
const runtime =
  '<script>(()=>{self.Astro={}})();</script><script>(()=>{customElements.define("astro-island",class{})})();</script>';
const layout = '<script type="module">menu();</script>';
const page = (body: string) => `<!DOCTYPE html><html><head>${jsonLd}</head><body>${body}${layout}</body></html>`;
const islandPage = page(`${runtime}<astro-island uid="a"></astro-island>`);
/** What the site's build wrote (own-code.ts): the runtime and the layout's module. */
const own = new Set([
  '(()=>{self.Astro={}})();',
  '(()=>{customElements.define("astro-island",class{})})();',
  'menu();',
]);

function lifted(html: string) {
  const result = liftIslandScripts(html, own);
  if (!result) throw new Error('expected the page’s scripts to move');
  return result;
}

describe('an island page’s inline scripts move into one module file', () => {
  it('leaves a page without an island as it is', () => {
    expect(liftIslandScripts(page('<p>Hi</p>'), own)).toBeNull();
  });

  it('replaces every inline script that runs with one low-priority module in the head, and keeps JSON-LD', () => {
    const { html, file } = lifted(islandPage);
    expect(html).toBe(
      `<!DOCTYPE html><html><head>${jsonLd}<script type="module" src="${file.url}" integrity="sha384-${createHash('sha384').update(file.code).digest('base64')}" fetchpriority="low"></script></head>` +
        '<body><astro-island uid="a"></astro-island></body></html>',
    );
    expect(file.code).toBe(
      '(()=>{self.Astro={}})();\n(()=>{customElements.define("astro-island",class{})})();\nmenu();',
    );
  });

  it('names the file by its content, so it can be cached for good', () => {
    const url = lifted(islandPage).file.url;
    expect(url).toMatch(/^\/_astro\/islands\.[\w-]{10}\.js$/);
    expect(lifted(islandPage).file.url).toBe(url);
    expect(lifted(islandPage.replace('menu()', 'menu(1)')).file.url).not.toBe(url);
  });

  it('writes the file into the built folder and rewrites only the island pages and the not-found page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'island-scripts-'));
    try {
      mkdirSync(join(dir, '_astro'));
      writeFileSync(join(dir, 'index.html'), islandPage);
      writeFileSync(join(dir, 'faq.html'), page('<p>Hi</p>'));
      writeFileSync(join(dir, '404.html'), page('<p>Not found</p>'));
      await moveIslandScriptsToFiles(dir, ['index.html', 'faq.html', '/404.html'], own);
      const { file } = lifted(islandPage);
      expect(readFileSync(join(dir, file.url), 'utf8')).toBe(file.code);
      expect(readFileSync(join(dir, 'index.html'), 'utf8')).not.toContain('<script>');
      expect(readFileSync(join(dir, 'faq.html'), 'utf8')).toBe(page('<p>Hi</p>'));
      expect(readFileSync(join(dir, '404.html'), 'utf8')).not.toContain('<script type="module">');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('moves only the site’s own scripts: one from content stays in the page, out of the file', () => {
    const pasted = '<script>alert("from content")</script>';
    const { html, file } = lifted(islandPage.replace('<astro-island', `${pasted}<astro-island`));
    expect(html).toContain(pasted);
    expect(file.code).not.toContain('from content');
    expect(file.code).toBe(lifted(islandPage).file.code);
  });
});
