import { buildHost, type BuildEnv, type Host } from '#/config/hosts.ts';
import type { Backend } from '#/editor/cms-config.ts';

/** The editor's repository where no build can tell it: on her or a developer's computer. */
export const PLACEHOLDER_REPO = 'owner/repository';

const EXAMPLE_REPO = 'your-user-name/practice-website';
const REPO = /^[a-z\d][a-z\d-]{0,38}\/(?!\.\.?$)[\w.-]{1,100}$/i;

/**
 * "owner/name" from the ways a repository is written: "owner/name", or any address of it on GitHub (https or ssh,
 * with the token a host clones with, with .git, a page of it); none for anything else.
 */
export function githubRepository(text: string): string | undefined {
  const trimmed = text.trim();
  const path = /^(?:(?:https?|ssh|git):\/\/)?(?:[^@/\s]+@)?github\.com[/:]([^?#\s]+)$/i.exec(trimmed)?.[1];
  const repo =
    path === undefined
      ? trimmed
      : path
          .split('/')
          .slice(0, 2)
          .join('/')
          .replace(/\.git$/, '');
  return REPO.test(repo) ? repo : undefined;
}

/** The backend, or one line naming the setting, where she sets it on this host, and an example. */
export type BackendFound = { backend: Backend; repoFrom: string } | { problem: string };

/**
 * The repository from CMS_GITHUB_REPO if she set it, else where the host documents it (Netlify's REPOSITORY_URL)
 * or leaves it (the clone's `origin`, read by `remote` on a host only: Cloudflare Pages names no repository); the
 * branch from CMS_BRANCH, else the one the host builds. A GitHub token always; "Sign In with GitHub" once
 * CMS_AUTH_URL (a sveltia-cms-auth worker) or CMS_GITHUB_OAUTH=1 (Netlify's) is set. Off a host, a placeholder.
 */
export function findBackend(env: BuildEnv, remote: () => string | undefined): BackendFound {
  const host = buildHost(env);
  const told = (setting: string, value: string | undefined, fix: string) => ({
    problem: `${setting} is ${value === undefined ? 'not set' : `"${value.slice(0, 80)}"`}: ${where(host)}, ${fix}, then deploy again.`,
  });
  const repo = findRepository(env, host, remote);
  if (!repo) return told('CMS_GITHUB_REPO', undefined, `add CMS_GITHUB_REPO = ${EXAMPLE_REPO}`);
  if ('malformed' in repo)
    return told('CMS_GITHUB_REPO', repo.malformed, `change it to your repository’s name, e.g. ${EXAMPLE_REPO}`);
  const authUrl = setting(env, 'CMS_AUTH_URL');
  if (authUrl && URL.parse(authUrl)?.protocol !== 'https:')
    return told(
      'CMS_AUTH_URL',
      authUrl,
      'change it to your sign-in worker’s address, e.g. https://sveltia-cms-auth.your-account.workers.dev',
    );
  const oauth = setting(env, 'CMS_GITHUB_OAUTH');
  if (oauth && oauth !== '1')
    return told('CMS_GITHUB_OAUTH', oauth, 'change it to 1 (to offer Sign In with GitHub) or delete it');
  const branch = setting(env, 'CMS_BRANCH') ?? (host && setting(env, host.branch)) ?? 'main';
  const authMethods: Backend['authMethods'] = authUrl || oauth ? ['oauth', 'token'] : ['token'];
  return { backend: { repo: repo.found, branch, authUrl, authMethods }, repoFrom: repo.from };
}

/** As `findBackend`, throwing its line. */
export function backendFrom(env: BuildEnv, remote: () => string | undefined = () => undefined): Backend {
  const found = findBackend(env, remote);
  if ('problem' in found) throw new Error(found.problem);
  return found.backend;
}

const setting = (env: BuildEnv, name: string) => env[name]?.trim() || undefined;

function findRepository(env: BuildEnv, host: Host | undefined, remote: () => string | undefined) {
  const set = setting(env, 'CMS_GITHUB_REPO');
  if (set) {
    const repo = githubRepository(set);
    return repo ? { found: repo, from: 'CMS_GITHUB_REPO' } : { malformed: set };
  }
  const documented = githubRepository(env['REPOSITORY_URL'] ?? '');
  if (documented) return { found: documented, from: 'REPOSITORY_URL' };
  if (!host) return { found: PLACEHOLDER_REPO, from: 'a placeholder: no host is building' };
  const cloned = githubRepository(remote() ?? '');
  return cloned ? { found: cloned, from: 'the address it was cloned from' } : undefined;
}

const where = (host: Host | undefined) =>
  host ? `in ${host.name}, ${host.variables}` : 'in the environment the build runs in';
