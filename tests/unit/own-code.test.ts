import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { finishPage } from '#/serving/build/finish-pages.ts';
import { astroRuntimeScripts, isOwnScript } from '#/serving/build/own-code.ts';

const layout = 'document.body.dataset.ready="1";';
/** The hashes of the layout's module and of the code content could carry, worked out once (openssl dgst -sha256). */
const HASHES = {
  layout: "'sha256-I0dp6gsGS3pnBItGvJdLoGEOpsJmUirb++z1Aqbf0Bw='",
  headStyle: "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='",
  contentScript: "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
  contentStyle: "'sha256-HKe5gVwPNKVuKFnQvmzYjesw0TjXMUybkkCRoqlEbVo='",
};
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
    expect(policy).toContain(`script-src 'self' ${HASHES.layout};`);
    expect(policy).toContain(`style-src 'self' ${HASHES.headStyle};`);
  });

  it('hashes no script or style that came from content', async () => {
    const policy = await policyOf(
      '<div class="prose"><script>alert(1)</script><style>.prose{display:none}</style></div>',
    );
    expect(policy).toContain(HASHES.layout);
    expect(policy).not.toContain(HASHES.contentScript);
    expect(policy).not.toContain(HASHES.contentStyle);
  });

  it('knows Astro’s own by their exact code, whitespace aside', () => {
    expect(isOwnScript(`\n${runtime}\n`, own)).toBe(true);
    expect(isOwnScript(`${runtime};alert(1)`, own)).toBe(false);
  });
});
