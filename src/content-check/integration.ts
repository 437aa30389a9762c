/** `astro dev` checks again on each content change and shows the problems in the error overlay, with no restart. */
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem, isWarning, type Problem } from '#/config/problems/problem.ts';
import { CONTENT_DIR } from '#/schemas/collections.ts';
import { HINTS, isLiveBuild, problemsError, problemsMessage } from '#/content-check/problems.ts';

const CHECK = fileURLToPath(new URL('./cli.ts', import.meta.url));

/** The middleware's (dev-problems.d.ts). */
const PROBLEMS = 'virtual:content-check/problems';
const RESOLVED = `\0${PROBLEMS}`;

/** In a Node process of its own (fresh modules, files read afresh); warnings go to the terminal. */
async function checkContent(logger: AstroIntegrationLogger, live = false): Promise<Problem[]> {
  const args = [CHECK, ...(live ? ['--live'] : [])];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const found = JSON.parse(stdout) as Problem[];
  for (const warning of found.filter(isWarning)) logger.warn(formatProblem(warning));
  return found.filter((problem) => !isWarning(problem));
}

/** `except`: the web editor, where she fixes them. */
export const contentCheck = ({ except = [] }: { except?: readonly string[] } = {}): AstroIntegration => {
  let found: readonly Problem[] = [];
  const lastRound: Plugin = {
    name: 'content-check-problems',
    resolveId: (id) => (id === PROBLEMS ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify({ problems: found, except })};` : undefined),
  };
  return {
    name: 'content-check',
    hooks: {
      'astro:config:setup': ({ command, addMiddleware, updateConfig, logger }) => {
        if (command === 'dev') {
          addMiddleware({ entrypoint: new URL('./middleware.ts', import.meta.url), order: 'pre' });
          updateConfig({ vite: { plugins: [lastRound] } });
        }
        if (command !== 'build') return;
        let checked: Promise<void> | undefined;
        // Vite's config hook is the first to know the mode; it runs before the content is loaded or anything written.
        const check = async (live: boolean) => {
          const problems = await checkContent(logger, live);
          if (problems.length > 0) throw problemsError(problems, HINTS.build);
        };
        updateConfig({
          vite: {
            plugins: [
              { name: 'content-check', config: (_, { mode }) => (checked ??= check(isLiveBuild(mode, process.env))) },
            ],
          },
        });
      },
      'astro:server:setup': async ({ server, logger }) => {
        // Vitest starts a Vite server with Astro's config (getViteConfig): no pages, nothing to watch.
        if (process.env['VITEST']) return;
        await watch(server, logger, (problems) => {
          found = problems;
          reloadLastRound(server);
        });
      },
    },
  };
};

/** The middleware's next import reads the new round; the browser reloads the page. */
function reloadLastRound(server: ViteDevServer): void {
  for (const environment of Object.values(server.environments)) {
    const module = environment.moduleGraph.getModuleById(RESOLVED);
    if (!module) continue;
    environment.moduleGraph.invalidateModule(module);
    environment.hot.send({ type: 'full-reload' });
  }
  server.ws.send({ type: 'full-reload' });
}

async function watch(server: ViteDevServer, logger: AstroIntegrationLogger, told: (problems: Problem[]) => void) {
  let shown = 0;
  const check = async () => {
    const problems = await checkContent(logger);
    told(problems);
    if (problems.length > 0) logger.error(`${problemsMessage(problems)}\n${HINTS.dev}`);
    else if (shown > 0) logger.info('The content check passes again.');
    shown = problems.length;
  };
  await check();
  let timer: ReturnType<typeof setTimeout> | undefined;
  server.watcher.on('all', (_event, path) => {
    if (!path.includes(`/${CONTENT_DIR}/`)) return;
    clearTimeout(timer);
    timer = setTimeout(() => void check(), 100);
  });
}
