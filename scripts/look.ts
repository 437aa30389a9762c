/**
 * The launched practice (tests/fixtures/launched), built when its source changed, served, and
 * photographed page by page (scripts/screenshot.ts) for a person to look at.
 *
 *   node scripts/look.ts [folder] [/ /about ...]     default folder: screenshots/launched
 */
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { launchedPractice } from '../tests/fixtures/launched/practice.ts';

const [folder = 'screenshots/launched', ...routes] = process.argv.slice(2);
const PORT = process.env['PORT'] ?? '4362';
const BASE_URL = `http://localhost:${PORT}`;

const dir = launchedPractice();
// Serving, in one line: the built site in `dir`, as the README's local server serves it.
const server = spawn(process.execPath, ['src/serving/node/serve.ts'], { cwd: dir, env: { ...process.env, PORT } });
try {
  for (
    let tries = 0;
    !(await fetch(BASE_URL).then(
      (r) => r.ok,
      () => false,
    ));
    tries += 1
  ) {
    if (tries > 100) throw new Error(`Nothing answered at ${BASE_URL}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  const shots = spawnSync(process.execPath, ['scripts/screenshot.ts', ...routes], {
    stdio: 'inherit',
    env: { ...process.env, BASE_URL, SHOTS: resolve(folder) },
  });
  process.exitCode = shots.status ?? 1;
} finally {
  server.kill();
}
