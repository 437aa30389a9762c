/**
 * Nothing she uploads runs (issue 32): a file that is not a page, opened directly, runs no script
 * on the site's origin, where the web editor keeps her GitHub token. An SVG and an HTML file are
 * put among the hashed assets, as a file slipping through the build would be.
 */
import { expect, test } from '@playwright/test';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { send, port } from './servers';
import { dist, distFiles } from './site-files';

/** The header policy every response carries; a page adds its own in a <meta>. */
const sitePolicy = "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
/** The second policy of every file that is not a page: no script, and opened as a document, an opaque origin. */
const filePolicy = "default-src 'none'; sandbox";

/** Where Sveltia CMS keeps the signed-in user, her token included. */
const tokenKey = 'sveltia-cms.user';
const token = 'ghp_uploadProbeToken0000000000000000000';
const readToken = `console.log('upload probe read: ' + localStorage.getItem(${JSON.stringify(tokenKey)}))`;
const html = `<!doctype html><html lang="en"><title>probe</title><script>${readToken}</script></html>`;
/** Each planted file, its text and the status it gets: never a page under the hashed assets, so .html is not served. */
const planted: Record<string, [text: string, status: number]> = {
  '/_astro/upload-probe.svg': [
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>${readToken}</script><circle cx="20" cy="20" r="20"/></svg>`,
    200,
  ],
  '/_astro/upload-probe.htm': [html, 200],
  '/_astro/upload-probe.html': [html, 404],
};

// The planted files are shared: one worker plants them, runs every test, and removes them.
test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  for (const [path, [text]] of Object.entries(planted)) writeFileSync(join(dist, path), text);
});
test.afterAll(() => {
  for (const path of Object.keys(planted)) rmSync(join(dist, path), { force: true });
});

/** One built file of each kind a browser could open, and the planted ones. */
function filesOfEachKind(): string[] {
  const files = distFiles().filter((file) => !/\.(br|gz)$/.test(file) && !/^\/_(headers|redirects)$/.test(file));
  const first = (pattern: RegExp) => files.find((file) => pattern.test(file)) ?? `no file matches ${String(pattern)}`;
  return [
    '/_astro/upload-probe.svg',
    '/_astro/upload-probe.htm',
    first(/^\/_astro\/[^/]+\.webp$/),
    first(/^\/_astro\/[^/]+\.js$/),
    first(/^\/_astro\/fonts\/[^/]+\.woff2$/),
    first(/^\/og\/[^/]+\.png$/),
    '/favicon-32.png',
    '/rss.xml',
    '/sitemap-index.xml',
    '/manifest.webmanifest',
    '/robots.txt',
    '/admin/config.yml',
    '/admin/sveltia-cms.js',
    first(/^\/admin\/fonts\/[^/]+\.woff2$/),
    first(/^\/admin\/preview\/[^/]+\.png$/),
  ];
}

test('every file that is not a page gets a second policy under which nothing runs', async () => {
  for (const file of filesOfEachKind()) {
    const reply = await send(port, file);
    expect(reply.status, file).toBe(200);
    expect(reply.headers['content-security-policy'], file).toBe(`${sitePolicy}, ${filePolicy}`);
  }
});

test('pages, the editor, the not-found page and redirects keep the site’s policy alone', async () => {
  for (const path of ['/', '/about', '/blog/dental_anxiety', '/admin', '/admin/go-live', '/nope', '/about/']) {
    const reply = await send(port, path);
    expect(reply.headers['content-security-policy'], path).toBe(sitePolicy);
  }
});

test('an SVG and HTML files opened directly cannot read the editor’s token', async ({ page }) => {
  const origin = `http://localhost:${port}`;
  const said: string[] = [];
  page.on('console', (message) => said.push(message.text()));
  page.on('pageerror', (error) => said.push(error.message));
  await page.goto(`${origin}/about`);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: tokenKey,
    value: JSON.stringify({ token }),
  });
  for (const [path, [, status]] of Object.entries(planted)) {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status(), path).toBe(status);
    await page.waitForLoadState('load');
  }
  await page.goto(`${origin}/about`);
  expect(await page.evaluate((key) => localStorage.getItem(key), tokenKey)).toContain(token);
  expect(
    said.filter((text) => text.includes('upload probe read')),
    said.join('\n'),
  ).toEqual([]);
  expect(said.join('\n')).not.toContain(token);
});
