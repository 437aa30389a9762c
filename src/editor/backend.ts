import type { Backend } from './cms-config';

/**
 * The repository and sign-in the editor uses, from the host's build settings: Netlify names the
 * repository itself (REPOSITORY_URL); elsewhere, set CMS_GITHUB_REPO ("owner/name") and, for a
 * sveltia-cms-auth worker, CMS_AUTH_URL. Local editing needs neither.
 */
export function backendFrom(env: Record<string, string | undefined>): Backend {
  const netlifyRepo = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?$/.exec(env['REPOSITORY_URL'] ?? '')?.[1];
  return {
    repo: env['CMS_GITHUB_REPO'] ?? netlifyRepo ?? 'owner/repository',
    branch: env['CMS_BRANCH'] ?? 'main',
    authUrl: env['CMS_AUTH_URL'],
  };
}
