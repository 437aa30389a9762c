import type { Backend } from './cms-config';

/**
 * The repository and sign-in the editor uses, from the host's build settings: Netlify names the
 * repository itself (REPOSITORY_URL); elsewhere, set CMS_GITHUB_REPO ("owner/name"). She signs in
 * with a GitHub access token limited to that repository (no set-up on the host); "Sign In with
 * GitHub" is offered only once an OAuth route is set up: CMS_AUTH_URL (a sveltia-cms-auth worker)
 * or CMS_GITHUB_OAUTH=1 (Netlify's own OAuth provider). Local editing needs none of them.
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
