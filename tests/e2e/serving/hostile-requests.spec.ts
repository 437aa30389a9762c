import { expect, test } from '@playwright/test';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaders } from '#/serving/http-headers.ts';
import { inBatches } from './batches';
import { cdnHeadersFor } from './cdn-headers';
import { cdnRedirect, redirectRules } from './cdn-redirects';
import { hostilePaths } from './hostile-paths';
import { probeClasses, reflectionMarker, request, type Probe } from './hostile-requests';
import { outsideMarkers } from './leaks';
import { rawRequest, type RawReply } from './raw-request';
import { send, port } from './servers';
import { dist, distFile, distFiles, notFoundPage, pageFile, sha256 } from './site-files';

/** The headers every answer carries as they are, the CSP included (a page's own is in the page). */
const fixedHeaders = Object.entries(securityHeaders);
const filePolicy = "default-src 'none'; sandbox";

/** Files that are never content: only CDN hosts read them. */
const isForbidden = (file: string) =>
  /^\/_(headers|redirects)$/.test(file) || file.split('/').some((s) => s.startsWith('.'));
const servable = new Set(
  distFiles()
    .filter((file) => !isForbidden(file))
    .map((file) => sha256(distFile(file))),
);
const forbidden = new Set(
  distFiles()
    .filter(isForbidden)
    .map((file) => sha256(distFile(file))),
);

const dotfile = { path: '/.hostile-probe', content: 'hostile-probe dotfile: never to be served' };

function expectHarmless(probe: Probe, reply: RawReply, what: string): void {
  if (reply.status === 0) {
    expect(probe.fitting, `${what}: closed without an answer`).toContain(0);
    expect(reply.raw.length, `${what}: a headerless answer`).toBe(0);
    return;
  }
  expect(probe.fitting, `${what}: status ${reply.status}`).toContain(reply.status);
  for (const [name, value] of fixedHeaders) {
    // A header may come more than once (a range error's answer): each time with the fixed value.
    const sent = reply.headerLines.filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    expect(sent.length, `${name} on ${what}`).toBeGreaterThan(0);
    // A file that is not a page gets a second policy, under which nothing runs.
    const allowed = name === 'Content-Security-Policy' ? [value, filePolicy] : [value];
    for (const line of sent) expect(allowed, `${name} on ${what}`).toContain(line.slice(name.length + 1).trim());
  }
  expect(reply.headers['set-cookie'], what).toBeUndefined();
  expect(reply.headers['x-injected'], what).toBeUndefined();
  if ([301, 302, 303, 307, 308].includes(reply.status)) expect(reply.headers.location, what).toMatch(/^\/(?![/\\])/);
  const body = reply.body.toString('latin1');
  expect(body.includes(reflectionMarker), `${what} reflects its input`).toBe(false);
  expect(body.includes(dotfile.content), `${what} serves a dotfile`).toBe(false);
  for (const marker of outsideMarkers) expect(body.includes(marker), `${what} leaks "${marker}"`).toBe(false);
  expect(forbidden.has(sha256(reply.body)), `${what} serves a file only CDN hosts read`).toBe(false);
  if (reply.status === 200 && reply.body.length) expect(servable.has(sha256(reply.body)), `${what}`).toBe(true);
  if (reply.status === 206 && probe.range) {
    const { file, start, end } = probe.range;
    expect(reply.body.equals(distFile(file).subarray(start, end + 1)), `${what}: the bytes asked for`).toBe(true);
  }
}

test.beforeAll(() => writeFileSync(join(dist, dotfile.path), dotfile.content));
test.afterAll(() => rmSync(join(dist, dotfile.path), { force: true }));

test(`a few hundred hostile raw requests in 13 classes: fitting 4xx, headers on every answer, nothing leaked; still answering after each class`, async () => {
  // About 5 s alone; room for a machine busy with other work.
  test.setTimeout(120_000);
  const about = await send(port, '/about');
  const rangeTarget = ['/about', '/about.html', pageFile('/about').length, about.headers.etag ?? ''] as const;
  const counts: string[] = [];
  for (const { name: className, probes } of probeClasses(dotfile.path, [...rangeTarget])) {
    const started = performance.now();
    const replies = await inBatches(probes, 8, (probe) => rawRequest(port, probe.request));
    replies.forEach((reply, index) => {
      const probe = probes[index] as Probe;
      expectHarmless(probe, reply, `${className}: ${JSON.stringify(probe.request.slice(0, 100))}`);
    });
    const home = await rawRequest(port, request('/'));
    expect(home.status, `the server answers after the ${className} class`).toBe(200);
    counts.push(`${className} ${probes.length} (${Math.round(performance.now() - started)} ms)`);
  }
  console.log(`${counts.join(', ')}`);
});

test('a file that leaves dist/ while it runs gives the not-found page, and the server goes on', async () => {
  const file = distFiles().find((path) => path.startsWith('/og/')) ?? '';
  const aside = join(dist, `${file.replaceAll('/', '_')}.aside`);
  expect((await send(port, file)).status).toBe(200);
  renameSync(join(dist, file), aside);
  try {
    const gone = await send(port, file);
    expect([gone.status, gone.body.equals(notFoundPage())]).toEqual([404, true]);
  } finally {
    renameSync(aside, join(dist, file));
  }
  expect((await send(port, file)).status).toBe(200);
});

test('CDN files: every hostile path gets the security headers from dist/_headers, and every redirect stays on the site', () => {
  for (const path of hostilePaths().filter((target) => target.startsWith('/'))) {
    const headers = cdnHeadersFor(path);
    for (const [name, value] of fixedHeaders) {
      // The CSP starts with the site's; a path under the patterns of files adds the file policy.
      const allowed = name === 'Content-Security-Policy' ? [value, `${value}, ${filePolicy}`] : [value];
      expect(allowed, `${name} for ${path}`).toContain(headers[name.toLowerCase()]);
    }
  }
  const redirects = distFile('/_redirects').toString('utf8');
  for (const line of redirects.split('\n').filter((text) => text.startsWith('/')))
    expect(line, line).toMatch(/^\/\S* \/(?![/\\])\S* 301$/);
  // A placeholder takes what the path has in its place: as Cloudflare reads the path (URL-parsed, so a
  // backslash is a slash and an encoded one stays encoded), no hostile path makes it leave the site.
  const rules = redirectRules(redirects);
  for (const path of hostilePaths().filter((target) => target.startsWith('/'))) {
    const url = `https://site.example${path}`;
    if (!URL.canParse(url)) continue;
    const redirect = cdnRedirect(rules, new URL(url).pathname);
    if (redirect) expect(redirect.location, path).toMatch(/^\/(?![/\\])/);
  }
});
