import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorContentSecurityPolicy, EDITOR_PATH } from '#/serving/http-headers.ts';
import { cdnHeadersFor } from '../e2e/serving/cdn-headers';
import { routes } from '../e2e/routes';
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

/** The distinct inline scripts or styles that run (JSON-LD is data): each needs one hash. */
function inlineCount(text: string, tag: 'script' | 'style'): number {
  const element = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi');
  const bodies = [...text.matchAll(element)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/application\/ld\+json/.test(attributes))
    .map(([, , body]) => body);
  return new Set(bodies).size;
}

const HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

/**
 * That each hash is its code's, the browser says (tests/e2e/privacy.spec.ts: no page
 * reports a violation); here, that a policy allows no more than that: one hash an inline element.
 */
describe('every page carries one policy of its own, allowing exactly its inline code', () => {
  it.each(builtPages())('%s', (page) => {
    const policy = onlyPolicy(page);
    expect(directive(policy, 'default-src'), page).toEqual(["'none'"]);
    for (const tag of ['script', 'style'] as const) {
      const [self, ...hashes] = directive(policy, `${tag}-src`) ?? [];
      expect(self, `${tag}-src of ${page}`).toBe("'self'");
      for (const hash of hashes) expect(hash, `${tag}-src of ${page}`).toMatch(HASH);
      expect(hashes, `${tag}-src of ${page}`).toHaveLength(inlineCount(html(page), tag));
    }
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('one style a page; the home page (an island) and the not-found page run no inline script', () => {
    for (const page of builtPages()) expect(directive(onlyPolicy(page), 'style-src'), page).toHaveLength(2);
    for (const page of ['index.html', '404.html']) expect(directive(onlyPolicy(page), 'script-src'), page).toEqual(["'self'"]);
  });

  it.each(builtPages())('%s connects to the site alone, and carries no counter, while none is set', (page) => {
    // The settings set one in tests/owner/drafts.test.ts.
    expect(directive(onlyPolicy(page), 'connect-src'), page).toEqual(["'self'"]);
    expect(html(page), page).not.toMatch(/data-counter/);
  });

  it('the web editor carries its own, which runs its import map', () => {
    const page = `${EDITOR_PATH.slice(1)}.html`;
    const importMap = /<script type="importmap">([^<]*)<\/script>/.exec(html(page))?.[1] ?? '';
    const hash = createHash('sha256').update(importMap).digest('base64');
    expect(onlyPolicy(page)).toBe(editorContentSecurityPolicy([hash]));
  });
});

/** The header policy of every response; each page carries its own too, in its <meta>. */
const sitePolicy = "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
/** What a CDN host sends a file that is not a page: the site's policy and one under which nothing runs. */
const filePolicy = `${sitePolicy}, default-src 'none'; sandbox`;

/** Every file the hosts serve (not their rule files), by URL path. */
const servedFiles = () =>
  readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(DIST, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .filter((file) => !/^\/_(headers|redirects)$/.test(file) && !/\.(br|gz)$/.test(file));

const typeOf = (file: string) => /\.[^./]+$/.exec(file)?.[0] ?? file;
const isPage = (file: string) => file.endsWith('.html') && !file.startsWith('/_astro/');
/** A page's other URL on the hosts, without ".html": every route the sitemap lists, and the editor's. */
const pageRoutes = [...routes, '/admin', '/admin/go-live'];

describe('every file type in dist/ is under a policy fitting it in the CDN rules (dist/_headers)', () => {
  const files = servedFiles();

  it('covers pages and every kind of file the site ships', () => {
    expect([...new Set(files.map(typeOf))]).toEqual(
      expect.arrayContaining(['.html', '.js', '.webp', '.woff2', '.png', '.yml', '.webmanifest', '.txt', '.xml']),
    );
  });

  it.each([...new Set(files.map(typeOf))])('every %s file', (type) => {
    for (const file of files.filter((path) => typeOf(path) === type)) {
      expect(cdnHeadersFor(file)['content-security-policy'], file).toBe(isPage(file) ? sitePolicy : filePolicy);
    }
  });

  it('every page by its route', () => {
    expect(pageRoutes).toEqual(expect.arrayContaining(['/', '/about', '/blog']));
    for (const route of pageRoutes) expect(cdnHeadersFor(route)['content-security-policy'], route).toBe(sitePolicy);
  });

  it('and any file slipping in among the hashed assets, whatever its type', () => {
    for (const file of ['/_astro/upload.svg', '/_astro/upload.html', '/_astro/upload', '/_astro/deep/upload.xml'])
      expect(cdnHeadersFor(file)['content-security-policy'], file).toBe(filePolicy);
  });
});
