import { expect, test } from '@playwright/test';
import { EDITOR_PATH, nonCanonicalEndings } from '#/serving/http-headers.ts';
import { routes } from '../routes';
import { headerRules, matches } from './cdn-headers';
import { cdnRedirect, isDynamic, redirectRules } from './cdn-redirects';
import { port, send } from './servers';
import { distFile, hashedAssets, notFoundPage } from './site-files';

test.describe('dist/_headers for Netlify and Cloudflare Pages', () => {
  test('sends on every path the security headers the local server sends, the CSP included (two policies joined as the hosts join them)', async () => {
    const rules = headerRules();
    const [, everywhere] = rules.find(([pattern]) => pattern === '/*') ?? [];
    const served = await send(port, '/about');
    // CSP, HSTS, nosniff, X-Frame-Options, Referrer-Policy, Permissions-Policy, CORP.
    expect(everywhere?.size).toBeGreaterThanOrEqual(7);
    for (const [name, value] of everywhere ?? []) expect(value, name).toBe(served.headers[name]);
    for (const path of [...routes, '/nope', ...hashedAssets()]) {
      const policies = rules
        .filter(([pattern, headers]) => matches(pattern, path) && headers.has('content-security-policy'))
        .map(([, headers]) => headers.get('content-security-policy'));
      const reply = await send(port, path);
      expect(policies.join(', '), path).toBe(reply.headers['content-security-policy']);
    }
  });

  test('sets Cache-Control exactly once for every page and asset, as the local server does (hosts join repeats)', async () => {
    const rules = headerRules();
    for (const path of [...routes, ...hashedAssets()]) {
      const values = rules.filter(([pattern, headers]) => matches(pattern, path) && headers.has('cache-control'));
      const served = await send(port, path);
      expect(
        values.map(([, headers]) => headers.get('cache-control')),
        path,
      ).toEqual([served.headers['cache-control']]);
    }
  });

  test('the not-found page, which the hosts send for any unknown path, is the page the local server sends, its policy in it', async () => {
    const served = await send(port, '/nope');
    expect(served.body.equals(notFoundPage())).toBe(true);
    expect(notFoundPage().toString('utf8')).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'none';/,
    );
  });

  test('stays within Cloudflare’s limits: 100 rules, 2,000 characters a line', () => {
    const text = distFile('/_headers').toString('utf8');
    expect(headerRules().length).toBeLessThanOrEqual(100);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
  });
});

test.describe('dist/_redirects for Netlify and Cloudflare Pages', () => {
  const rules = () => redirectRules(distFile('/_redirects').toString('utf8'));

  test('sends each non-canonical form of each page to it, as the local server does, and never only adds or drops a slash', async () => {
    const pages = [...routes, EDITOR_PATH];
    for (const { from, to, status } of rules()) {
      expect(status).toBe('301');
      expect(from.replace(/\/$/, '')).not.toBe(to.replace(/\/$/, ''));
    }
    for (const page of pages) {
      expect(cdnRedirect(rules(), page), page).toBeUndefined();
      expect(cdnRedirect(rules(), `${page}/`), `${page}/`).toBeUndefined();
      for (const ending of nonCanonicalEndings.filter((end) => end !== '/')) {
        const form = `${page === '/' ? '' : page}${ending}`;
        if (!form.startsWith('/')) continue;
        expect(cdnRedirect(rules(), form), form).toEqual({ location: page, status: '301' });
        const reply = await send(port, form);
        expect([reply.status, reply.headers.location], form).toEqual([301, page]);
      }
    }
  });

  test('stays within Cloudflare’s limits: 2,000 static and 100 dynamic redirects, 1,000 characters each', () => {
    expect(rules().filter(isDynamic).length).toBeLessThanOrEqual(100);
    expect(rules().filter((rule) => !isDynamic(rule)).length).toBeLessThanOrEqual(2000);
    for (const line of distFile('/_redirects').toString('utf8').split('\n'))
      expect(line.length).toBeLessThanOrEqual(1000);
  });
});
