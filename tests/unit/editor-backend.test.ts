import { describe, expect, it } from 'vitest';
import { backendFrom } from '#/editor/backend.ts';

describe('the repository and sign-in the editor uses', () => {
  it('read the repository from Netlify, in either of the forms it gives', () => {
    for (const url of ['https://github.com/someone/practice-site', 'git@github.com:someone/practice-site.git']) {
      expect(backendFrom({ REPOSITORY_URL: url })).toEqual({
        repo: 'someone/practice-site',
        branch: 'main',
        authUrl: undefined,
        authMethods: ['token'],
      });
    }
  });

  it('take the repository, branch and sign-in worker set on the host (Cloudflare Pages)', () => {
    const env = { CMS_GITHUB_REPO: 'a/b', CMS_BRANCH: 'live', CMS_AUTH_URL: 'https://auth.example.workers.dev' };
    expect(backendFrom(env)).toEqual({
      repo: 'a/b',
      branch: 'live',
      authUrl: env.CMS_AUTH_URL,
      authMethods: ['oauth', 'token'],
    });
  });

  it('offer sign-in with an access token alone until an OAuth route is set up', () => {
    expect(backendFrom({}).authMethods).toEqual(['token']);
    expect(backendFrom({ CMS_GITHUB_OAUTH: '1' }).authMethods).toEqual(['oauth', 'token']);
  });
});
