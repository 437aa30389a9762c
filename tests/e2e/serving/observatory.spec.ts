import { expect, test } from '@playwright/test';
import { siteSettings } from '#/config/site.ts';
import { cdnHeadersFor } from './cdn-headers';
import { observatoryGrade, type Captured } from './observatory';
import { port, send } from './servers';
import { notFoundPage, pageFile } from './site-files';

const site = siteSettings();

/** The goal (issue 15) out of the Observatory's 145: an A+ with most of its bonuses. */
const minimumScore = 135;

/** A page with an island (a script file), a page with inline scripts only, and the not-found page. */
const pages = [
  { path: '/', status: 200 },
  { path: '/about', status: 200 },
  { path: '/no-such-page', status: 404 },
];

/** What Netlify or Cloudflare Pages send for a path: its file, with the header rules that match it. */
function fromCdn(path: string, status: number): Captured {
  const body = status === 404 ? notFoundPage() : pageFile(path);
  return {
    status,
    headers: { ...cdnHeadersFor(path), 'content-type': 'text/html; charset=utf-8' },
    body: body.toString('utf8'),
  };
}

const hosts = [
  {
    name: 'local server',
    capture: async (path: string) => {
      const reply = await send(port, path);
      return { status: reply.status, headers: reply.headers, body: reply.body.toString('utf8') };
    },
  },
  { name: 'CDN (dist/_headers)', capture: (path: string, status: number) => Promise.resolve(fromCdn(path, status)) },
];

for (const host of hosts) {
  test(`${host.name}: the MDN HTTP Observatory scores every kind of page at least ${minimumScore}/145`, async () => {
    for (const { path, status } of pages) {
      const captured = await host.capture(path, status);
      expect(captured.status, path).toBe(status);
      const { score, grade, tests } = observatoryGrade(site.siteUrl, path, captured);
      console.log(`${host.name} ${path}: ${score} (${grade}); ${Object.values(tests).join(', ')}`);
      expect(score, `${path}: ${JSON.stringify(tests, null, 1)}`).toBeGreaterThanOrEqual(minimumScore);
    }
  });
}
