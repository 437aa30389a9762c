/**
 * Which of her saves the live site was built from: each build publishes its own (DEPLOY_FILE), from the commit the
 * host names (CF_PAGES_COMMIT_SHA, Netlify's COMMIT_REF) or git's, with its time and message from git. The
 * checklist sets it beside her latest save, which GitHub's REST API gives without a token for a public repository;
 * for a private one, her list of saves on github.com says the rest. Runs in the browser too: no Node here.
 */
import { deployStatusWords as words } from '#/config/deploy-status-words.ts';
import { buildHost, type BuildEnv } from '#/config/hosts.ts';
import { paths } from '#/config/paths.ts';

export const DEPLOY_FILE = `${paths.editor}/deploy.json`;

/** A commit: one Save in the editor. `time` in ISO 8601. */
export interface Save {
  commit: string;
  message?: string | undefined;
  time?: string | undefined;
}

/** `git(args)`: git's output, none where git cannot tell. */
export function builtSave(env: BuildEnv, git: (args: string[]) => string | undefined): Save | undefined {
  const host = buildHost(env);
  const commit = (host && env[host.commit]?.trim()) || git(['rev-parse', 'HEAD']);
  if (!commit) return undefined;
  const [time, ...message] = git(['log', '-1', '--format=%cI%n%s', commit])?.split('\n') ?? [];
  return { commit, time: time || undefined, message: message.join(' ') || undefined };
}

/** Her saves on github.com, newest first, each with GitHub's tick or cross. */
export const savesAddress = (repo: string, branch: string) =>
  `https://github.com/${repo}/commits/${encodeURIComponent(branch)}`;

/** The newest commit on her branch, as GitHub's REST API lists it (docs.github.com/rest/commits/commits). */
export const latestSaveAddress = (repo: string, branch: string) =>
  `https://api.github.com/repos/${repo}/commits?sha=${encodeURIComponent(branch)}&per_page=1`;

/** The API's answer as a Save; none for anything else (a private repository answers 404). */
export function latestSaveIn(answer: unknown): Save | undefined {
  const [newest] = Array.isArray(answer) ? (answer as unknown[]) : [];
  const { sha, commit } = (newest ?? {}) as {
    sha?: unknown;
    commit?: { message?: unknown; committer?: { date?: unknown } };
  };
  if (typeof sha !== 'string') return undefined;
  const message = commit?.message;
  const time = commit?.committer?.date;
  return {
    commit: sha,
    message: typeof message === 'string' ? message.split('\n')[0] : undefined,
    time: typeof time === 'string' ? time : undefined,
  };
}

/** A published deploy file as a Save; none for anything else. */
export function deployedSaveIn(file: unknown): Save | undefined {
  const { commit, message, time } = (file ?? {}) as Record<string, unknown>;
  if (typeof commit !== 'string') return undefined;
  return {
    commit,
    message: typeof message === 'string' ? message : undefined,
    time: typeof time === 'string' ? time : undefined,
  };
}

const saveTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' });

/** "14 March 2026 at 10:02 (“Update Practice settings”)", with what is known of it. */
export function describeSave({ commit, message, time }: Save): string {
  const when = time && !Number.isNaN(Date.parse(time)) ? saveTime.format(new Date(time)) : undefined;
  const what = message ? `“${message}”` : `number ${commit.slice(0, 7)}`;
  return when ? `${when} (${what})` : what;
}

/** What she reads: the live site's save, and her latest where GitHub told it. */
export function deployStatusLines(live: Save | undefined, latest: Save | undefined): string[] {
  if (!live) return [words.unknown];
  if (latest?.commit === live.commit) return [words.upToDate(describeSave(live))];
  return [words.live(describeSave(live)), latest ? words.waiting(describeSave(latest)) : words.elsewhere];
}
