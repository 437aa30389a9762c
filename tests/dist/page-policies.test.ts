/**
 * Each page's own policy, which Astro writes into a <meta> (security.csp): nothing by default, each
 * kind of file from the site, its inline code by hash, a frame only where one is offered. The
 * browser says each hash is its code's (tests/e2e/privacy.spec.ts: no page reports a violation);
 * the header's part, and the files', are tested as the host sends them (tests/e2e/serving).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, DIST } from '../support/built-pages';

const html = (page: string) => readFileSync(join(DIST, page), 'utf8');

const metaPolicy = /<meta http-equiv="content-security-policy" content="([^"]*)">/g;

/** The page's one policy, by directive. */
function policyOf(page: string): Map<string, string[]> {
  const policies = [...html(page).matchAll(metaPolicy)].map(([, policy = '']) => policy);
  expect(policies, page).toHaveLength(1);
  return new Map(
    (policies[0] ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** Every page's, written out. */
const pageDirectives = {
  'default-src': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'manifest-src': ["'self'"],
  'connect-src': ["'self'"],
};

/** The hashes of the page's inline scripts or styles that run (JSON-LD is data, never run). */
function inlineHashes(page: string, tag: 'script' | 'style'): string[] {
  const element = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi');
  return [...html(page).matchAll(element)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/application\/ld\+json/.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

describe('every page carries one policy of its own', () => {
  it.each(builtPages())('%s: nothing by default, files from the site, its inline code by hash', (page) => {
    const policy = policyOf(page);
    for (const [name, sources] of Object.entries(pageDirectives)) expect(policy.get(name), `${name} of ${page}`).toEqual(sources);
    for (const tag of ['script', 'style'] as const) {
      const [self, ...hashes] = policy.get(`${tag}-src`) ?? [];
      expect(self, `${tag}-src of ${page}`).toBe("'self'");
      expect(hashes, `${tag}-src of ${page}`).toEqual(expect.arrayContaining(inlineHashes(page, tag)));
      for (const hash of hashes) expect(hash, `${tag}-src of ${page}`).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    }
    expect([...policy.keys()].sort(), page).toEqual(
      [...Object.keys(pageDirectives), 'script-src', 'style-src', ...(page === 'contact.html' ? ['frame-src'] : [])].sort(),
    );
  });

  it('a frame only on the page that offers one: the contact page’s map', () => {
    expect(policyOf('contact.html').get('frame-src')).toEqual(['https://www.openstreetmap.org']);
  });

  it.each(builtPages())('%s carries no counter while none is set', (page) => {
    // The settings set one in tests/owner/drafts.test.ts.
    expect(html(page), page).not.toMatch(/data-counter/);
  });
});

describe('the web editor’s pages loosen it for Sveltia', () => {
  it.each(['admin.html', 'admin/go-live.html'])('%s', (page) => {
    const policy = policyOf(page);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'blob:']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'blob:',
      'data:',
      'https://api.github.com',
      'https://www.githubstatus.com',
    ]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('script-src')?.[0]).toBe("'self'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });
});
