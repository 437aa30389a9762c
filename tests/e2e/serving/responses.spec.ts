import { expect, test } from '@playwright/test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FIRST_FLIGHT_BYTES, HOME_FLIGHT_BYTES } from '../../policy/page-budget';
import { routes } from '../routes';
import { send, port, type Reply } from './servers';
import { distFile, hashedAssets, notFoundPage, pageFile } from './site-files';

const unknownPaths = [
  '/nope',
  '/services/performance',
  '/blog/welcome-to-my-blog',
  '/About',
  '/nope.html',
  '/nope/',
  '/about/extra',
  '/blog/index.html/',
  '/_astro/missing.js',
  '/_astro/',
  '/404',
  '/404.html',
  '/404/',
];

/** The ways of writing a page's URL that are not its canonical form. */
function nonCanonicalForms(route: string): string[] {
  return route === '/'
    ? ['/index.html', '/index']
    : [`${route}/`, `${route}.html`, `${route}/index.html`, `${route}/index`];
}

const asset = (extension: string) => {
  const file = hashedAssets().find((path) => path.endsWith(extension));
  if (!file) throw new Error(`No ${extension} file in dist/_astro`);
  return file;
};

function decoded(reply: Reply): Buffer {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.body);
  if (encoding === 'gzip') return gunzipSync(reply.body);
  return reply.body;
}

test('every route answers 200 with its built page; HEAD answers the same with no body', async () => {
  for (const route of routes) {
    const get = await send(port, route);
    expect(get.status, route).toBe(200);
    expect(get.headers['content-type'], route).toMatch(/^text\/html; ?charset=utf-8$/);
    expect(get.body.equals(pageFile(route)), route).toBe(true);

    const head = await send(port, route, { method: 'HEAD' });
    expect(head.status, route).toBe(200);
    expect(head.body.length, route).toBe(0);
    expect(head.headers['content-length'], route).toBe(get.headers['content-length']);
    expect(head.headers['content-security-policy'], route).toBe(get.headers['content-security-policy']);
  }
});

test('unknown paths answer 404 with the not-found page, for GET and HEAD', async () => {
  for (const path of unknownPaths) {
    const get = await send(port, path);
    expect(get.status, path).toBe(404);
    expect(get.body.equals(notFoundPage()), path).toBe(true);
    const head = await send(port, path, { method: 'HEAD' });
    expect([head.status, head.body.length], path).toEqual([404, 0]);
  }
});

test('every non-canonical form of every page redirects (301) in one hop to its canonical URL', async () => {
  for (const route of routes) {
    for (const form of nonCanonicalForms(route)) {
      const reply = await send(port, form);
      expect([reply.status, reply.headers.location], form).toEqual([301, route]);
      expect((await send(port, route)).status).toBe(200);
    }
  }
  const withQuery = await send(port, '/about/?from=leaflet&x=1');
  expect([withQuery.status, withQuery.headers.location]).toEqual([301, '/about?from=leaflet&x=1']);
  const head = await send(port, '/about.html', { method: 'HEAD' });
  expect([head.status, head.headers.location]).toEqual([301, '/about']);
});

test('methods other than GET and HEAD get 405 with an Allow header', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
    for (const path of ['/', '/about', '/nope', '/about/', asset('.js')]) {
      const reply = await send(port, path, { method });
      expect([reply.status, reply.headers.allow], `${method} ${path}`).toEqual([405, 'GET, HEAD']);
    }
  }
});

test('files only CDN hosts read, and names of compressed copies, are not served by their URLs', async () => {
  for (const path of ['/_headers', '/_redirects', '/index.html.br', '/about.html.gz', `${asset('.js')}.br`]) {
    expect((await send(port, path)).status, path).toBe(404);
  }
});

test('hashed assets are cached for a year; pages, redirects, 404s and 405s are revalidated', async () => {
  for (const file of hashedAssets()) {
    const reply = await send(port, file);
    expect([reply.status, reply.headers['cache-control']], file).toEqual([200, 'public, max-age=31536000, immutable']);
    expect(reply.body.equals(distFile(file)), file).toBe(true);
  }
  const revalidated = [
    await send(port, '/'),
    await send(port, '/blog/dental_anxiety'),
    await send(port, '/about/'),
    await send(port, '/nope'),
    await send(port, '/_astro/missing.js'),
    await send(port, '/', { method: 'POST' }),
  ];
  for (const reply of revalidated) expect(reply.headers['cache-control']).toBe('no-cache');
});

test('brotli and gzip copies are served to clients that accept them, with Vary', async () => {
  const cases: [string | undefined, string | undefined][] = [
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ];
  const files: [string, Buffer][] = [
    ['/about', pageFile('/about')],
    [asset('.js'), distFile(asset('.js'))],
    // Styles are inlined into the pages, so the manifest stands in for a separate text asset.
    ['/manifest.webmanifest', distFile('/manifest.webmanifest')],
    // The web editor's config: 80 KB of YAML it fetches on every visit.
    ['/admin/config.yml', distFile('/admin/config.yml')],
    ['/nope', notFoundPage()],
  ];
  for (const [path, original] of files) {
    for (const [accepted, expected] of cases) {
      const reply = await send(port, path, { headers: accepted ? { 'Accept-Encoding': accepted } : {} });
      expect(reply.headers['content-encoding'], `${path} for ${accepted}`).toBe(expected);
      expect(reply.headers.vary, path).toMatch(/accept-encoding/i);
      expect(decoded(reply).equals(original), `${path} for ${accepted}`).toBe(true);
    }
  }
});

test('every page, headers included, arrives in a new connection’s first flight (the home page in one segment more)', async () => {
  for (const route of routes) {
    const reply = await send(port, route, { headers: { 'Accept-Encoding': 'br' } });
    expect(reply.headers['content-encoding'], route).toBe('br');
    const budget = route === '/' ? HOME_FLIGHT_BYTES : FIRST_FLIGHT_BYTES;
    expect(reply.headBytes + reply.body.length, route).toBeLessThanOrEqual(budget);
  }
});
