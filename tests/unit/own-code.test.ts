import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { finishPage } from '#/integrations/serving/finish-pages.ts';
import { astroRuntimeScripts, isOwnScript } from '#/integrations/serving/own-code.ts';

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const layout = 'document.body.dataset.ready="1";';
const own = new Set([...astroRuntimeScripts, layout]);
const runtime = astroRuntimeScripts[0] ?? '';
const dir = mkdtempSync(join(tmpdir(), 'own-code-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>body{color:red}</style></head><body>${body}<script type="module">${layout}</script></body></html>`;

/** The page's policy, as the one pass writes it. */
async function policyOf(body: string): Promise<string> {
  const { html } = await finishPage(dir, '/faq.html', page(body), own);
  return /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
}

describe('the policies trust only the inline code the site’s build wrote', () => {
  it('hashes the layout’s module and the head’s style', async () => {
    const policy = await policyOf('<p>Hi</p>');
    expect(policy).toContain(sha256(layout));
  });

  it('hashes no script or style that came from content', async () => {
    const policy = await policyOf(
      '<div class="prose"><script>alert(1)</script><style>.prose{display:none}</style></div>',
    );
    expect(policy).toContain(sha256(layout));
    expect(policy).not.toContain(sha256('alert(1)'));
    expect(policy).not.toContain(sha256('.prose{display:none}'));
  });

  it('knows Astro’s own by their exact code, whitespace aside', () => {
    expect(isOwnScript(`\n${runtime}\n`, own)).toBe(true);
    expect(isOwnScript(`${runtime};alert(1)`, own)).toBe(false);
  });
});
