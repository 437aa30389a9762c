import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorContentSecurityPolicy, EDITOR_PATH } from '#/serving/http-headers.ts';
import { builtPages, DIST } from '../policy/page-budget';

const html = (page: string) => readFileSync(join(DIST, page), 'utf8');

const metaPolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/gi;

/** The one policy a page carries, checked to be the first thing in its head after the charset. */
function onlyPolicy(page: string): string {
  const text = html(page);
  const policies = [...text.matchAll(metaPolicy)].map(([, policy = '']) => policy);
  expect(policies, page).toHaveLength(1);
  expect(text, page).toContain(`<head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy"`);
  return policies[0] ?? '';
}

/** The sha256 sources of every inline script or style that runs (JSON-LD is data). */
function inlineSources(text: string, tag: 'script' | 'style'): string[] {
  const element = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi');
  const sources = [...text.matchAll(element)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/application\/ld\+json/.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [...new Set(sources)].sort();
}

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('every page carries one policy of its own, allowing exactly its inline code', () => {
  it.each(builtPages())('%s', (page) => {
    const policy = onlyPolicy(page);
    expect(directive(policy, 'default-src'), page).toEqual(["'none'"]);
    for (const tag of ['script', 'style'] as const) {
      expect(directive(policy, `${tag}-src`), `${tag}-src of ${page}`).toEqual([
        "'self'",
        ...inlineSources(html(page), tag),
      ]);
    }
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it.each(builtPages())('%s connects to the site alone, and carries no counter, while none is set', (page) => {
    // The settings set one in tests/owner/counter.test.ts.
    expect(directive(onlyPolicy(page), 'connect-src'), page).toEqual(["'self'"]);
    expect(html(page), page).not.toMatch(/data-counter/);
  });

  it('the web editor carries its own', () => {
    expect(onlyPolicy(`${EDITOR_PATH.slice(1)}.html`)).toBe(editorContentSecurityPolicy);
  });
});
