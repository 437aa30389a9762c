/**
 * The launched practice (tests/fixtures/launched), built when its source changed, served as the
 * host serves it (npm run serve), and photographed page by page (scripts/screenshot.ts) for a person to look at.
 *
 *   node scripts/look.ts [folder] [/ /about ...]     default folder: screenshots/launched
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { launchedPractice } from '../tests/fixtures/launched/practice.ts';
import { startLocalServer } from '../tests/support/local-server.ts';

const [folder = 'screenshots/launched', ...routes] = process.argv.slice(2);

const server = await startLocalServer(launchedPractice());
try {
  const shots = spawnSync(process.execPath, ['scripts/screenshot.ts', ...routes], {
    stdio: 'inherit',
    env: { ...process.env, BASE_URL: server.url, SHOTS: resolve(folder) },
  });
  process.exitCode = shots.status ?? 1;
} finally {
  server.stop();
}
