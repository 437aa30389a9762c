import { expect, test } from '@playwright/test';
import { routes } from '../routes';
import { send, port, type Reply } from './servers';
import { hashedAssets } from './site-files';

/** What an A+ on Mozilla's HTTP Observatory asks for, written out rather than imported from the source. */
const fixedHeaders = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The header's policy, the same on every response: what a <meta> policy cannot carry
 * (frame-ancestors) and what every page shares. It names no script, style or default source, so it
 * cannot block what a page's own policy allows.
 */
const headerDirectives = {
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

/** A page's own policy, in its <meta> element: nothing but what is named, inline code by hash. */
const pageDirectives = {
  'default-src': "'none'",
  'img-src': "'self' data:",
  'font-src': "'self'",
  'manifest-src': "'self'",
  'connect-src': "'self'",
};

/** Only a page that offers a frame (the contact page's map) may load one, and only from that origin. */
const framesOf = (route: string) => (route === '/contact' ? { 'frame-src': 'https://www.openstreetmap.org' } : {});

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';

/** The policy every file that is not a page gets beside the header's: nothing runs (uploads.spec.ts). */
const filePolicy = "default-src 'none'; sandbox";

function expectSecure(reply: Reply, what: string, { page = true } = {}): void {
  for (const [name, value] of Object.entries(fixedHeaders))
    expect(reply.headers[name], `${name} on ${what}`).toBe(value);
  expect(reply.headers['set-cookie'], what).toBeUndefined();
  // Left out on purpose (src/serving/http-headers.ts): it costs every first visit a fresh renderer.
  expect(reply.headers['cross-origin-opener-policy'], what).toBeUndefined();

  const denied = (reply.headers['permissions-policy'] ?? '').split(', ');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(denied).toContain(`${feature}=()`);
  for (const entry of denied) expect(entry, `permissions-policy on ${what}`).toMatch(/^[a-z-]+=\(\)$/);

  const [headerPolicy = '', ...others] = (reply.headers['content-security-policy'] ?? '').split(', ');
  expect(others, what).toEqual(page ? [] : [filePolicy]);
  const csp = directives(headerPolicy);
  expect([...csp.keys()].sort(), what).toEqual(Object.keys(headerDirectives).sort());
  for (const [name, value] of Object.entries(headerDirectives))
    expect(csp.get(name)?.join(' '), `${name} on ${what}`).toBe(value);
}

/** The body of every inline <script> and <style> of a page that runs: what the policy must allow by hash (JSON-LD is data). */
function inlineBodies(html: string, tag: 'script' | 'style'): string[] {
  const element = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi');
  return [...html.matchAll(element)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/application\/ld\+json/.test(attributes))
    .map(([, , body = '']) => body);
}

test('every kind of response carries the security headers and sets no cookie', async () => {
  expectSecure(await send(port, hashedAssets()[0] ?? ''), 'a hashed asset', { page: false });
  const replies: [string, Reply][] = [
    ['a page', await send(port, '/contact')],
    ['HEAD of a page', await send(port, '/', { method: 'HEAD' })],
    ['a redirect', await send(port, '/about/')],
    ['a 404', await send(port, '/nope')],
    ['a 405', await send(port, '/', { method: 'POST' })],
    ['a 405 for TRACE', await send(port, '/', { method: 'TRACE' })],
  ];
  for (const [what, reply] of replies) expectSecure(reply, what);
});

test('each page’s own policy allows its inline scripts and styles by hash, never unsafe-inline or unsafe-eval', async () => {
  for (const route of routes) {
    const reply = await send(port, route);
    const html = reply.body.toString('utf8');
    const policy = metaPolicy(html);
    const csp = directives(policy);
    const expected = { ...pageDirectives, ...framesOf(route) };
    expect([...csp.keys()].sort(), route).toEqual([...Object.keys(expected), 'script-src', 'style-src'].sort());
    for (const [name, value] of Object.entries(expected))
      expect(csp.get(name)?.join(' '), `${name} of ${route}`).toBe(value);
    for (const [tag, directive] of [
      ['script', 'script-src'],
      ['style', 'style-src'],
    ] as const) {
      const [self, ...hashes] = csp.get(directive) ?? [];
      expect(self, route).toBe("'self'");
      for (const hash of hashes) expect(hash, `${directive} of ${route}`).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      // One hash a distinct inline element, no more; that each is its code's, the browser says (privacy.spec.ts).
      expect(hashes, `${directive} of ${route}`).toHaveLength(new Set(inlineBodies(html, tag)).size);
    }
    for (const sent of [policy, reply.headers['content-security-policy']])
      expect(sent).not.toMatch(/unsafe-inline|unsafe-eval/);
  }
});
