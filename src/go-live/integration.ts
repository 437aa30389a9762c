/**
 * `--mode live`, and every build on a host: unconfirmed articles are held back and, while the checklist has items,
 * only the editor, its checklist and a holding page are published. Decided once Vite knows the mode, applied once
 * Astro has written every page, before `serving` prepares what is left. The pages read the articles held back from
 * `virtual:go-live/held-back` (held-back.d.ts), the Markdown plugins from `heldBack`.
 *
 * Before anything else, what the host's build can find itself: the editor's repository and the save it builds
 * (`virtual:go-live/host-build`, host-build.d.ts); a setting it still needs, missing or malformed, stops it here.
 */
import type { AstroIntegration } from 'astro';
import { AstroError } from 'astro/errors';
import type { Plugin } from 'vite';
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { workerBuildProblem } from '#/config/hosts.ts';
import { paths } from '#/config/paths.ts';
import { formatProblem } from '#/config/problems/problem.ts';
import { isLiveBuild } from '#/content-check/problems.ts';
import { findBackend } from '#/editor/backend.ts';
import { builtSave, describeSave } from '#/go-live/deploy-status.ts';
import { heldBackArticles } from '#/content-check/shipped-facts.ts';
import { builtFiles } from '#/serving/built-site.ts';
import { isEditorPath } from '#/serving/http-headers.ts';
import { goLiveProblems } from '#/go-live/placeholders.ts';
import type { HeldBack } from '#/lib/markdown-draft-links.ts';

/** Under the editor's path: out of the sitemap, and removed from any build but a holding one. */
const HOLDING_PAGE = `${paths.editor}/holding-page`;

const HELD_BACK = 'virtual:go-live/held-back';
const HOST_BUILD = 'virtual:go-live/host-build';

export const goLive = (): AstroIntegration & HeldBack => {
  let items: string[] = [];
  let heldBack: readonly string[] = [];
  return {
    name: 'go-live',
    heldBack: () => heldBack,
    hooks: {
      'astro:config:setup': ({ command, config, injectRoute, updateConfig, logger }) => {
        const found = findHostBuild(fileURLToPath(config.root));
        const live = (mode: string) => {
          if (command !== 'build' || !isLiveBuild(mode, process.env)) return;
          items = goLiveProblems().map(formatProblem);
          heldBack = heldBackArticles();
        };
        const modules: Record<string, () => unknown> = {
          [HELD_BACK]: () => heldBack,
          [HOST_BUILD]: () => ('hostBuild' in found ? found.hostBuild : undefined),
        };
        const handOver: Plugin = {
          name: 'go-live',
          // Before the content check's: a setting the host's build needs is its first line, before anything is built.
          config: {
            order: 'pre',
            handler: () => {
              if ('problem' in found) throw settingError(found.problem);
              if (command === 'build') logger.info(found.summary);
            },
          },
          configResolved: ({ mode }) => live(mode),
          resolveId: (id) => (Object.hasOwn(modules, id) ? `\0${id}` : undefined),
          load: (id) => {
            const name = id.slice(1);
            if (!id.startsWith('\0') || !Object.hasOwn(modules, name)) return undefined;
            return `export default ${JSON.stringify(modules[name]?.())};`;
          },
        };
        updateConfig({ vite: { plugins: [handOver] } });
        if (command !== 'build') return;
        injectRoute({
          pattern: HOLDING_PAGE,
          entrypoint: new URL('./HoldingPage.astro', import.meta.url),
          prerender: true,
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const folder = fileURLToPath(dir);
        if (items.length === 0) return rmSync(join(folder, `${HOLDING_PAGE}.html`));
        keepEditorAndHoldingPage(folder);
        logger.info(holdingSummary(items));
      },
    },
  };
};

/** The editor's repository and the save being built, or the one line of a setting the build needs. */
function findHostBuild(root: string) {
  const git = (args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return undefined;
    }
  };
  const wrongProject = workerBuildProblem(process.env);
  if (wrongProject) return { problem: wrongProject };
  const found = findBackend(process.env, () => git(['remote', 'get-url', 'origin']));
  if ('problem' in found) return found;
  const save = builtSave(process.env, git);
  const { repo, branch } = found.backend;
  const built = save ? `the save of ${describeSave(save)}` : 'files git knows no save of';
  return {
    hostBuild: { backend: found.backend, save },
    summary: `Building ${built}; the editor saves to ${repo} (${found.repoFrom}), branch ${branch}.`,
  };
}

/** Without a stack trace of our own code: the line is hers. */
function settingError(line: string): AstroError {
  const error = new AstroError(line, 'Nothing was published: the site stays as it was.');
  error.stack = error.message;
  return error;
}

/** The checklist speaks her words, the log the files'. */
const holdingSummary = (items: readonly string[]) =>
  [
    `Built the web editor (${paths.editor}), its go-live checklist (${paths.goLiveChecklist}: ${items.length} ${items.length === 1 ? 'thing' : 'things'} to do) and a holding page for visitors. The whole site is published once the checklist is empty.`,
    ...items.map((item) => `  - ${item}`),
  ].join('\n');

const HOME = '/index.html';
const NOT_FOUND = `${paths.notFound}.html`;
const isKeptFile = (file: string) => file === HOME || file === NOT_FOUND || isEditorPath(file);

/** Every file only the other pages used goes too (share images, feed, sitemap...): none is left to show a placeholder. */
export function keepEditorAndHoldingPage(dir: string): void {
  renameSync(join(dir, `${HOLDING_PAGE}.html`), join(dir, HOME));
  copyFileSync(join(dir, HOME), join(dir, NOT_FOUND));
  const files = builtFiles(dir);
  const kept = new Set(files.filter(isKeptFile));
  keepWhatTheyName(dir, files, kept);
  for (const file of files) if (!kept.has(file)) rmSync(join(dir, file));
  removeEmptyFolders(dir);
}

const NAMES_FILES = /\.(html|js|css)$/;

/** And what those name: the fonts the editor declares for its preview, modules a kept script imports. */
function keepWhatTheyName(dir: string, files: string[], kept: Set<string>): void {
  const read = new Set<string>();
  let named = '';
  for (let grew = true; grew;) {
    grew = false;
    for (const file of kept) {
      if (read.has(file) || !NAMES_FILES.test(file)) continue;
      read.add(file);
      named += `\n${readFileSync(join(dir, file), 'utf8')}`;
    }
    // Only the built assets: the manifest, sitemap and feed a head names show the site's placeholders.
    for (const file of files) {
      if (kept.has(file) || !file.startsWith('/_astro/')) continue;
      if (named.includes(file) || named.includes(`./${basename(file)}`)) {
        kept.add(file);
        grew = true;
      }
    }
  }
}

function removeEmptyFolders(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(dir, entry.name);
    removeEmptyFolders(folder);
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
}
