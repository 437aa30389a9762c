import { AstroError } from 'astro/errors';
import { formatProblem, type Problem } from '#/config/problems/problem.ts';
import { buildHost, type BuildEnv } from '#/config/hosts.ts';

/** The hosts' build, which holds back what must not go live. */
export const LIVE_MODE = 'live';

/** Every build on a host is live, whatever command its form runs (Cloudflare's Astro preset runs `npm run build`). */
export const isLiveBuild = (mode: string, env: BuildEnv) => mode === LIVE_MODE || buildHost(env) !== undefined;

/** The dev server checks again on its own; a refused build changed nothing. */
export const HINTS = {
  dev: 'Fix this in the file named and save: the check runs again by itself.',
  build: 'Nothing was published: the site stays as it was (dist/ unchanged). Correct this and save again.',
} as const;

export function problemsMessage(problems: readonly Problem[]): string {
  const lines = problems.map(formatProblem);
  return lines.length === 1 ? (lines[0] ?? '') : lines.map((line, index) => `${index + 1}. ${line}`).join('\n');
}

/** Without a stack trace of our own code. */
export function problemsError(problems: readonly Problem[], hint: string): AstroError {
  const error = new AstroError(problemsMessage(problems), hint);
  error.stack = error.message;
  return error;
}
