/**
 * Production build that never leaves a half-built site: Astro builds into a
 * temporary folder, which replaces dist/ only when the whole build succeeded.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';

const OUT = 'dist';
const TEMP = '.build-tmp';

rmSync(TEMP, { recursive: true, force: true });
const started = performance.now();
const build = spawnSync('astro', ['build', '--outDir', TEMP], {
  stdio: 'inherit',
  // node_modules/.bin first, so astro and its `env node` resolve as they do under npm.
  env: {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env['PATH'] ?? ''}`,
  },
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (build.status !== 0) {
  rmSync(TEMP, { recursive: true, force: true });
  console.error(`\nBuild failed after ${seconds} s: ${OUT}/ was left as it was. Fix the error above and build again.`);
  process.exit(build.status ?? 1);
}
if (existsSync(OUT)) rmSync(OUT, { recursive: true });
renameSync(TEMP, OUT);
console.log(`\nBuilt every page into ${OUT}/ in ${seconds} s.`);
