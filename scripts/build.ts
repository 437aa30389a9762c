/**
 * Production build that never leaves a half-built site: Astro builds into a temporary folder,
 * which is made ready to serve (precompressed files, CDN header and redirect files) and
 * replaces dist/ only when all of that succeeded. The nginx rules that go with it are written
 * to deploy/nginx/ at the same moment.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, resolve } from 'node:path';
import { replaceFolder } from './lib/replace-folder.ts';
import { prepareForServing, type NginxRules } from './serving/prepare.ts';

const OUT = 'dist';
const TEMP = '.build-tmp';
const BACKUP = '.build-old';
const NGINX_RULES: Record<keyof NginxRules, string> = {
  http: 'deploy/nginx/site-http-rules.conf',
  server: 'deploy/nginx/site-rules.conf',
};

function fail(seconds: string, status: number): never {
  rmSync(TEMP, { recursive: true, force: true });
  console.error(`\nBuild failed after ${seconds} s: ${OUT}/ was left as it was. Fix the error above and build again.`);
  process.exit(status);
}

rmSync(TEMP, { recursive: true, force: true });
const started = performance.now();
const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
const build = spawnSync('astro', ['build', '--outDir', TEMP], {
  stdio: 'inherit',
  // node_modules/.bin first, so astro and its `env node` resolve as they do under npm.
  env: {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env['PATH'] ?? ''}`,
  },
});
if (build.status !== 0) fail(elapsed(), build.status ?? 1);

let nginxRules: NginxRules;
try {
  nginxRules = await prepareForServing(TEMP);
} catch (error) {
  console.error(error);
  fail(elapsed(), 1);
}
replaceFolder(OUT, TEMP, BACKUP);
for (const [part, file] of Object.entries(NGINX_RULES)) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, nginxRules[part as keyof NginxRules]);
}
console.log(`\nBuilt every page into ${OUT}/ (and the nginx rules into deploy/nginx/) in ${elapsed()} s.`);
