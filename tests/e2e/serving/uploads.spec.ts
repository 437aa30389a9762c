/**
 * Nothing she uploads runs (issue 32): a file that is not a page, opened directly, runs no script
 * on the site's origin, where the web editor keeps her GitHub token. An SVG and an HTML file are
 * put among the hashed assets, as a file slipping through the build would be.
 */
import { expect, test } from '@playwright/test';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { port } from './servers';
import { dist } from './site-files';

/** Where Sveltia CMS keeps the signed-in user, her token included. */
const tokenKey = 'sveltia-cms.user';
const token = 'ghp_uploadProbeToken0000000000000000000';
const readToken = `console.log('upload probe read: ' + localStorage.getItem(${JSON.stringify(tokenKey)}))`;
const html = `<!doctype html><html lang="en"><title>probe</title><script>${readToken}</script></html>`;
/** Each planted file's text; the host serves an .html file at its address without .html. */
const planted: Record<string, string> = {
  '/_astro/upload-probe.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>${readToken}</script><circle cx="20" cy="20" r="20"/></svg>`,
  '/_astro/upload-probe.htm': html,
  '/_astro/upload-probe.html': html,
};

test.beforeAll(() => {
  for (const [path, text] of Object.entries(planted)) writeFileSync(join(dist, path), text);
});
test.afterAll(() => {
  for (const path of Object.keys(planted)) rmSync(join(dist, path), { force: true });
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
  for (const path of Object.keys(planted)) {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status(), path).toBe(200);
    expect(await response?.headerValue('content-security-policy'), path).toMatch(/, default-src 'none'; sandbox$/);
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
