import { expect, test } from '@playwright/test';
import { send, port, type Reply } from './servers';
import { distFile, distFiles, sha256 } from './site-files';
import { hostilePaths } from './hostile-paths';
import { inBatches } from './batches';
import { outsideMarkers } from './leaks';

const distContents = new Set(distFiles().map((file) => sha256(distFile(file))));

test('the hostile paths are 1,000 distinct requests', () => {
  expect(new Set(hostilePaths()).size).toBe(1000);
});

test(`1,000 hostile paths: no 5xx, nothing from outside dist/, at most one redirect`, async () => {
  const statuses = new Map<number, number>();
  const check = async (path: string) => {
    const reply = await send(port, path);
    statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
    expectHarmless(reply, path);
    if (reply.status >= 300 && reply.status < 400) {
      const location = reply.headers.location ?? '';
      expect(location, `redirect target of ${path}`).toMatch(/^\/(?![/\\])/);
      const next = await send(port, location);
      expect(next.status, `second hop of ${path}`).not.toBeGreaterThanOrEqual(300);
      expectHarmless(next, location);
    }
  };
  await inBatches(hostilePaths(), 20, check);
  console.log(
    `${[...statuses]
      .sort()
      .map(([status, n]) => `${n} x ${status}`)
      .join(', ')}`,
  );
});

function expectHarmless(reply: Reply, path: string): void {
  const what = path.slice(0, 120);
  expect(reply.status, what).toBeLessThan(500);
  if (reply.status === 200)
    expect(distContents.has(sha256(reply.body)), `200 for ${what} is a file of dist/`).toBe(true);
  const body = reply.body.toString('latin1');
  for (const marker of outsideMarkers) expect(body.includes(marker), `${what} leaks "${marker}"`).toBe(false);
}
