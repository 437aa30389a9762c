import type { Backend } from '#/editor/cms-config.ts';

/**
 * Netlify names the repository itself (REPOSITORY_URL); elsewhere, CMS_GITHUB_REPO ("owner/name"). A GitHub token
 * always; "Sign In with GitHub" only once CMS_AUTH_URL (a sveltia-cms-auth worker) or CMS_GITHUB_OAUTH=1 is set.
 */
export function backendFrom(env: Record<string, string | undefined>): Backend {
  const netlifyRepo = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?$/.exec(env['REPOSITORY_URL'] ?? '')?.[1];
  const oauth = Boolean(env['CMS_AUTH_URL'] || env['CMS_GITHUB_OAUTH'] === '1');
  return {
    repo: env['CMS_GITHUB_REPO'] ?? netlifyRepo ?? 'owner/repository',
    branch: env['CMS_BRANCH'] ?? 'main',
    authUrl: env['CMS_AUTH_URL'],
    authMethods: oauth ? ['oauth', 'token'] : ['token'],
  };
}
