import { check, LinkState } from 'linkinator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routes } from '../e2e/routes';
import { startLocalServer } from '../support/local-server';

let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.stop());

it('every internal link (its #part too) and asset reference in every built page resolves', async () => {
  const result = await check({
    path: server.url,
    recurse: true,
    // A link to a part of a page (/booking#what-happens-next, a /services card opening at its heading) finds that part.
    checkFragments: true,
    // Only this site: other hosts (maps, social profiles) are not fetched from a test.
    linksToSkip: (link) => Promise.resolve(!/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(link)),
  });
  const broken = result.links.filter((link) => link.state === LinkState.BROKEN).map((link) => `${link.status} ${link.url} (on ${link.parent})`);
  expect(broken).toEqual([]);
  const checked = new Set(result.links.filter((link) => link.state === LinkState.OK).map((link) => new URL(link.url).pathname));
  for (const route of routes) expect(checked).toContain(route);
}, 120_000);
