/**
 * The production build, told in one line: "Built 37 pages in 6.1 s." or the numbered list of
 * content problems, each naming the file, line and field. It never leaves a half-built site:
 * the content is checked first, Astro builds the finished site into a temporary folder (its
 * serving integration prepares it), which only then is swapped in for dist/ (by renames), with
 * the nginx rules written beside it.
 * Astro's own output goes to build.log (`--verbose` prints it too). `--live` (the hosts' build):
 * while the go-live checklist has items, it publishes the editor, the checklist and a holding page
 * instead of the site (src/integrations/holding.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, resolve } from 'node:path';
import { checkContent } from '#/content-check/index.ts';
import { goLiveItems, heldBackArticles, holdingSummary } from './lib/go-live.ts';
import { CHECKED_ENV } from '#/integrations/content-check/problems.ts';
import { formatProblem, isWarning, type Problem } from '#/config/problems/problem.ts';
import { astroError } from './lib/astro-output.ts';
import { replaceFolder } from './lib/replace-folder.ts';
import { nginxHttpRules, nginxRules } from '../deploy/nginx/rules.ts';
import { builtFiles } from '#/serving/built-site.ts';
import { HOLDING_ENV } from '#/integrations/holding.ts';
import { HELD_BACK_ENV } from '#/lib/held-back.ts';

const OUT = 'dist';
const TEMP = '.build-tmp';
const OLD = '.build-old';
const LOG = 'build.log';
/** Astro keys its content cache on its config only, so it would keep pages filled with old settings. */
const CONTENT_CACHE = 'node_modules/.astro/data-store.json';
const NGINX_RULES = {
  'deploy/nginx/site-http-rules.conf': nginxHttpRules,
  'deploy/nginx/site-rules.conf': nginxRules,
};

const verbose = process.argv.includes('--verbose');
const live = process.argv.includes('--live');
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

function stop(lines: string[]): never {
  rmSync(TEMP, { recursive: true, force: true });
  console.error(
    [
      ...lines,
      `Nothing was published: the site stays as it was (${OUT}/ unchanged). Correct this and save again.`,
    ].join('\n'),
  );
  process.exit(1);
}

function stopFor(problems: Problem[]): never {
  const lines = problems.map(formatProblem);
  stop(lines.length === 1 ? lines : lines.map((line, index) => `${index + 1}. ${line}`));
}

/** Astro's build, its output kept in the log; any error line in it fails the build. */
function astroBuild(env: Record<string, string>): void {
  const run = spawnSync('astro', ['build', '--outDir', TEMP], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      ...env,
      ASTRO_TELEMETRY_DISABLED: '1',
      FORCE_COLOR: '0',
      // Whatever the caller's (a test runner sets "test"): otherwise Vite bundles React's development build.
      NODE_ENV: 'production',
      // A test runner's DEV=1 would read as astro dev in the build and publish drafts.
      DEV: '',
      // The content was checked above: the integration's own check (for a plain `astro build`) need not run again.
      [CHECKED_ENV]: '1',
      // node_modules/.bin first, so astro and its `env node` resolve as they do under npm.
      PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env['PATH'] ?? ''}`,
    },
  });
  const output = `${run.stdout}${run.stderr}`;
  writeFileSync(LOG, output);
  if (verbose) console.log(output);
  const errorLine = astroError(output);
  if (run.status !== 0 || errorLine) {
    stop([`The build failed: ${errorLine ?? `astro build exited with ${run.status}`} (details in ${LOG}).`]);
  }
}

/** dist/ is replaced by renames only, so an interrupted swap leaves a whole site. */
function publish(): void {
  const rules = Object.entries(NGINX_RULES).map(([file, write]) => [file, write()] as const);
  replaceFolder(OUT, TEMP, OLD);
  for (const [file, text] of rules) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

const found = await checkContent({ live });
const problems = found.filter((problem) => !isWarning(problem));
if (problems.length > 0) stopFor(problems);
for (const warning of found.filter(isWarning)) console.warn(`Warning: ${formatProblem(warning)}`);
const holding = live ? await goLiveItems() : [];

rmSync(TEMP, { recursive: true, force: true });
rmSync(CONTENT_CACHE, { force: true });
astroBuild({
  [HOLDING_ENV]: holding.length > 0 ? '1' : '',
  [HELD_BACK_ENV]: live ? (await heldBackArticles()).join(' ') : '',
});
const pages = builtFiles(TEMP).filter((file) => file.endsWith('.html')).length;
publish();
console.log(holding.length > 0 ? holdingSummary(holding, seconds()) : `Built ${pages} pages in ${seconds()} s.`);
