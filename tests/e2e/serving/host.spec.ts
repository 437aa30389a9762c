/**
 * dist/ as Cloudflare Pages serves it: `wrangler pages dev`, the host's own runtime (started by
 * playwright.config.ts), applying the dist/_headers the build wrote. Nothing here models the host.
 */
import { expect, test } from '@playwright/test';
import { routes } from '../routes';
import { send, port, type Reply } from './servers';
import { distFile, distFiles, notFoundPage, pageFile } from './site-files';

/** What an A+ on Mozilla's HTTP Observatory asks for, on every response, written out. */
const securityHeaders = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};
/** The header's policy: what a <meta> cannot carry, and what every page shares. */
const sitePolicy = "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
/** Beside it, on every file that is not a page: nothing runs, and opened as a document it has no origin. */
const filePolicy = `${sitePolicy}, default-src 'none'; sandbox`;
const immutable = 'public, max-age=31536000, immutable';
const noindex = 'noindex, nofollow';

function expectSecure(reply: Reply, what: string, policy: string): void {
  for (const [name, value] of Object.entries(securityHeaders))
    expect(reply.headers[name], `${name} of ${what}`).toBe(value);
  const denied = (reply.headers['permissions-policy'] ?? '').split(', ');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(denied).toContain(`${feature}=()`);
  expect(reply.headers['content-security-policy'], what).toBe(policy);
  expect(reply.headers['set-cookie'], what).toBeUndefined();
  // Left out on purpose (src/serving/http-headers.ts): it costs every first visit a fresh renderer.
  expect(reply.headers['cross-origin-opener-policy'], what).toBeUndefined();
}

const first = (pattern: RegExp) => {
  const file = distFiles().find((path) => pattern.test(path));
  if (!file) throw new Error(`No file in dist/ matches ${String(pattern)}`);
  return file;
};

test('every page answers 200 with its built file, the security headers and the site’s policy, its own in its <meta>', async () => {
  for (const route of routes) {
    const reply = await send(port, route);
    expect(reply.status, route).toBe(200);
    expect(reply.headers['content-type'], route).toBe('text/html; charset=utf-8');
    expect(reply.body.equals(pageFile(route)), route).toBe(true);
    expect(reply.body.toString('utf8'), route).toContain('<meta http-equiv="content-security-policy" content="');
    expectSecure(reply, route, sitePolicy);
    expect(reply.headers['x-robots-tag'], route).toBeUndefined();
  }
});

test('each kind of file that is not a page gets the file policy beside the site’s; hashed files are kept a year', async () => {
  const files: [what: string, path: string, type: string, cache?: string][] = [
    ['a hashed script', first(/^\/_astro\/[^/]+\.js$/), 'application/javascript', immutable],
    ['a hashed font', first(/^\/_astro\/fonts\/[^/]+\.woff2$/), 'font/woff2', immutable],
    ['a hashed picture', first(/^\/_astro\/[^/]+\.webp$/), 'image/webp', immutable],
    ['a share image', first(/^\/og\/[^/]+\.png$/), 'image/png'],
    ['an icon', '/favicon-32.png', 'image/png'],
    ['the feed', '/rss.xml', 'application/xml'],
    ['the sitemap', '/sitemap-index.xml', 'application/xml'],
    ['the manifest', '/manifest.webmanifest', 'application/manifest+json'],
    ['robots.txt', '/robots.txt', 'text/plain'],
  ];
  for (const [what, path, type, cache] of files) {
    const reply = await send(port, path);
    expect(reply.status, what).toBe(200);
    expect(reply.headers['content-type']?.split(';')[0], what).toBe(type);
    expect(reply.body.equals(distFile(path)), what).toBe(true);
    expectSecure(reply, what, filePolicy);
    if (cache) expect(reply.headers['cache-control'], what).toBe(cache);
    else expect(reply.headers['cache-control'], what).not.toMatch(/max-age=[1-9]/);
  }
  const page = await send(port, '/about');
  expect(page.headers['cache-control']).not.toMatch(/max-age=[1-9]/);
});

test('the editor’s page and files say noindex; its page keeps the site’s policy, its files get the file policy', async () => {
  for (const path of ['/admin', '/admin/go-live']) {
    const reply = await send(port, path);
    expect(reply.status, path).toBe(200);
    expectSecure(reply, path, sitePolicy);
    expect(reply.headers['x-robots-tag'], path).toBe(noindex);
  }
  for (const path of ['/admin/config.yml', '/admin/sveltia-cms.js', first(/^\/admin\/fonts\/[^/]+\.woff2$/)]) {
    const reply = await send(port, path);
    expect(reply.status, path).toBe(200);
    expectSecure(reply, path, filePolicy);
    expect(reply.headers['x-robots-tag'], path).toBe(noindex);
  }
});

test('an unknown address or a missing file answers 404 with the not-found page, never kept', async () => {
  for (const path of ['/nope', '/nope.html', '/nope/', '/about/extra', '/_astro/missing.js', '/blog/nope']) {
    const reply = await send(port, path);
    expect(reply.status, path).toBe(404);
    expect(reply.body.equals(notFoundPage()), path).toBe(true);
    expect(reply.headers['cache-control'], path).toBe('no-store');
    expectSecure(reply, path, path.startsWith('/_astro/') ? filePolicy : sitePolicy);
  }
});

test('the .html and trailing-slash forms of a page redirect permanently to its address, in one hop, with the query', async () => {
  const forms = [
    ['/index.html', '/'],
    ['/about.html', '/about'],
    ['/about/', '/about'],
    ['/blog/dental_anxiety.html', '/blog/dental_anxiety'],
    ['/blog/dental_anxiety/', '/blog/dental_anxiety'],
    ['/admin/', '/admin'],
    ['/about/?from=leaflet', '/about?from=leaflet'],
  ];
  for (const [form = '', address = ''] of forms) {
    const reply = await send(port, form);
    expect([301, 308], form).toContain(reply.status);
    expect(reply.headers.location, form).toBe(address);
    expect((await send(port, address)).status, address).toBe(200);
  }
});

test('doubled slashes reach the page on this site, never another', async () => {
  const doubled = await send(port, '//about');
  expect(doubled.status).toBe(200);
  expect(doubled.body.equals(pageFile('/about'))).toBe(true);
  expectSecure(doubled, '//about', sitePolicy);
  for (const path of ['//evil.example/', '//evil.example/about', '/\\evil.example/']) {
    const reply = await send(port, path);
    expect(reply.headers.location ?? '/', path).toMatch(/^\/(?![/\\])/);
  }
});
