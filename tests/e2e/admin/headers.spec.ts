/**
 * The web editor is kept out of the public site by the local server (and in dist/_headers): noindex
 * on /admin and everything under it, its own CSP in its page, and neither on any public page; not
 * in the sitemap, linked from no page.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { EDITOR_PATH, editorContentSecurityPolicy, editorHeaders } from '#/serving/http-headers.ts';
import { routes } from '../routes';
import { send, port, type Reply } from '../serving/servers';
import { distFile, distFiles } from '../serving/site-files';

const metaPolicy = (reply: Reply) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(reply.body.toString('utf8'))?.[1];

const editorFiles = [EDITOR_PATH, `${EDITOR_PATH}/config.yml`, `${EDITOR_PATH}/sveltia-cms.js`];

test(`the editor's files carry noindex, its page carries the editor's CSP; public pages neither`, async () => {
  for (const path of editorFiles) {
    const reply = await send(port, path);
    expect(reply.status, path).toBe(200);
    expect(reply.headers['x-robots-tag'], path).toBe(editorHeaders['X-Robots-Tag']);
  }
  const editor = await send(port, EDITOR_PATH);
  // Its one inline script, the import map, is the one the policy allows.
  const importMap = /<script type="importmap">([^<]*)<\/script>/.exec(editor.body.toString('utf8'))?.[1] ?? '';
  const policy = editorContentSecurityPolicy([createHash('sha256').update(importMap).digest('base64')]);
  expect(metaPolicy(editor)).toBe(policy);
  for (const route of routes) {
    const reply = await send(port, route);
    expect(reply.headers['x-robots-tag'], route).toBeUndefined();
    expect(metaPolicy(reply), route).not.toBe(policy);
  }
});

test('the editor page says noindex, and no public page, feed or sitemap names it', () => {
  expect(distFile(`${EDITOR_PATH}.html`).toString('utf8')).toContain(
    '<meta name="robots" content="noindex, nofollow">',
  );
  const publicFiles = distFiles().filter((file) => /\.(html|xml)$/.test(file) && !file.startsWith(EDITOR_PATH));
  expect(publicFiles.length).toBeGreaterThan(routes.length);
  for (const file of publicFiles) {
    expect(readFileSync(`dist${file}`, 'utf8'), file).not.toMatch(/["'>/]admin\b/);
  }
});
