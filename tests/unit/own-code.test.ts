import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from '../../src/integrations/serving/built-site';
import { astroRuntimeScripts, isOwnScript } from '../../src/integrations/serving/own-code';

const sha256 = (body: string) => createHash('sha256').update(body).digest('base64');
const layout = 'document.body.dataset.ready="1";';
const own = new Set([...astroRuntimeScripts, layout]);
const islandStyle = 'astro-island,astro-slot,astro-static-slot{display:contents}';
const runtime = astroRuntimeScripts[0] ?? '';

const page = (body: string) =>
  `<!doctype html><html><head><style>body{color:red}</style></head><body>${body}<script type="module">${layout}</script></body></html>`;

describe('the policies trust only the inline code the site’s build wrote', () => {
  it('hashes the layout’s module, Astro’s island runtime and style, and the head’s style', () => {
    const hashes = inlineHashes(page(`<style>${islandStyle}</style><script>${runtime}</script>`), own);
    expect(hashes.scripts).toEqual([sha256(layout), sha256(runtime)].sort());
    expect(hashes.styles).toEqual([sha256('body{color:red}'), sha256(islandStyle)].sort());
  });

  it('hashes no script or style that came from content', () => {
    const pasted = page('<div class="prose"><script>alert(1)</script><style>.prose{display:none}</style></div>');
    const hashes = inlineHashes(pasted, own);
    expect(hashes.scripts).toEqual([sha256(layout)]);
    expect(hashes.styles).toEqual([sha256('body{color:red}')]);
  });

  it('knows Astro’s own by their exact code, whitespace aside', () => {
    expect(isOwnScript(`\n${runtime}\n`, own)).toBe(true);
    expect(isOwnScript(`${runtime};alert(1)`, own)).toBe(false);
  });
});
