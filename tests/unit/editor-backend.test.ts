/**
 * The editor's repository, branch and sign-in, from what the host's build finds itself (stand-in environments,
 * each as Cloudflare Pages or Netlify documents it), and the one line that stops a build where a setting is wrong.
 */
import { describe, expect, it } from 'vitest';
import { findBackend, PLACEHOLDER_REPO } from '#/editor/backend.ts';

const CLOUDFLARE = { CF_PAGES: '1', CF_PAGES_BRANCH: 'main', CF_PAGES_COMMIT_SHA: 'a1b2c3d' };
const NETLIFY = { NETLIFY: 'true', BRANCH: 'main', COMMIT_REF: 'a1b2c3d' };
const noRemote = () => undefined;
const remote = (address: string) => () => address;
const neverAsked = () => {
  throw new Error('The clone’s address was read where the build needs none.');
};
const repoOf = (found: ReturnType<typeof findBackend>) => ('backend' in found ? found.backend.repo : found.problem);

describe('the repository the editor saves to', () => {
  it('is the one Netlify names, in each form it gives (a token in it or not)', () => {
    for (const url of [
      'https://github.com/someone/practice-site',
      'git@github.com:someone/practice-site.git',
      'https://x-access-token:v1.5c3b6b34@github.com/someone/practice-site',
    ])
      expect(repoOf(findBackend({ ...NETLIFY, REPOSITORY_URL: url }, neverAsked)), url).toBe('someone/practice-site');
  });

  it('on Cloudflare Pages, which names none, is the one the clone came from', () => {
    for (const address of [
      'https://github.com/jane-ellis/practice-website',
      'https://github.com/jane-ellis/practice-website.git',
      'https://x-access-token:ghs_abc123@github.com/jane-ellis/practice-website.git',
    ])
      expect(repoOf(findBackend(CLOUDFLARE, remote(address))), address).toBe('jane-ellis/practice-website');
  });

  it('is CMS_GITHUB_REPO where she set it, written as a name or pasted as its address', () => {
    for (const value of [
      'jane/site',
      ' jane/site ',
      'https://github.com/jane/site',
      'https://github.com/jane/site/tree/main',
    ])
      expect(
        repoOf(findBackend({ ...CLOUDFLARE, CMS_GITHUB_REPO: value }, remote('https://github.com/other/one'))),
      ).toBe('jane/site');
  });

  it('off a host, is a placeholder, and the computer’s own clone is not read', () => {
    expect(repoOf(findBackend({}, neverAsked))).toBe(PLACEHOLDER_REPO);
  });
});

describe('a setting the host’s build needs and cannot find stops it, in one line saying where to set it', () => {
  it('no repository on Cloudflare Pages: no clone address, or one that is not GitHub', () => {
    const line =
      'CMS_GITHUB_REPO is not set: in Cloudflare, Workers & Pages > your project > Settings > Variables and secrets, add CMS_GITHUB_REPO = your-user-name/practice-website, then deploy again.';
    expect(findBackend(CLOUDFLARE, noRemote)).toEqual({ problem: line });
    expect(findBackend(CLOUDFLARE, remote('https://gitlab.com/jane/site.git'))).toEqual({ problem: line });
  });

  it('no GitHub repository on Netlify', () => {
    expect(findBackend({ ...NETLIFY, REPOSITORY_URL: 'https://gitlab.com/jane/site' }, noRemote)).toEqual({
      problem:
        'CMS_GITHUB_REPO is not set: in Netlify, Project configuration > Environment variables, add CMS_GITHUB_REPO = your-user-name/practice-website, then deploy again.',
    });
  });

  it('a repository written in another shape, on a host or off it', () => {
    expect(findBackend({ ...NETLIFY, CMS_GITHUB_REPO: 'practice-website' }, noRemote)).toEqual({
      problem:
        'CMS_GITHUB_REPO is "practice-website": in Netlify, Project configuration > Environment variables, change it to your repository’s name, e.g. your-user-name/practice-website, then deploy again.',
    });
    for (const value of ['jane / site', 'jane/site/extra', 'https://github.com/jane', '-jane/site'])
      expect(findBackend({ CMS_GITHUB_REPO: value }, noRemote), value).toEqual({
        problem: `CMS_GITHUB_REPO is "${value}": in the environment the build runs in, change it to your repository’s name, e.g. your-user-name/practice-website, then deploy again.`,
      });
  });

  it('a sign-in worker that is no https address, and an OAuth switch that is not 1', () => {
    const env = { ...CLOUDFLARE, CMS_GITHUB_REPO: 'jane/site' };
    expect(findBackend({ ...env, CMS_AUTH_URL: 'sveltia-cms-auth.jane.workers.dev' }, noRemote)).toEqual({
      problem:
        'CMS_AUTH_URL is "sveltia-cms-auth.jane.workers.dev": in Cloudflare, Workers & Pages > your project > Settings > Variables and secrets, change it to your sign-in worker’s address, e.g. https://sveltia-cms-auth.your-account.workers.dev, then deploy again.',
    });
    expect(findBackend({ ...env, CMS_GITHUB_OAUTH: 'yes' }, noRemote)).toEqual({
      problem:
        'CMS_GITHUB_OAUTH is "yes": in Cloudflare, Workers & Pages > your project > Settings > Variables and secrets, change it to 1 (to offer Sign In with GitHub) or delete it, then deploy again.',
    });
  });
});

describe('the branch and the sign-in', () => {
  it('save to CMS_BRANCH, else the branch the host builds, else main', () => {
    const branchOf = (env: Record<string, string>) => {
      const found = findBackend({ CMS_GITHUB_REPO: 'a/b', ...env }, noRemote);
      return 'backend' in found ? found.backend.branch : found.problem;
    };
    expect(branchOf({ ...CLOUDFLARE, CF_PAGES_BRANCH: 'live', CMS_BRANCH: 'edits' })).toBe('edits');
    expect(branchOf({ ...CLOUDFLARE, CF_PAGES_BRANCH: 'live' })).toBe('live');
    expect(branchOf({ ...NETLIFY, BRANCH: 'production' })).toBe('production');
    expect(branchOf({})).toBe('main');
  });

  it('offer an access token alone until an OAuth route is set up', () => {
    const methodsOf = (env: Record<string, string>) => {
      const found = findBackend({ CMS_GITHUB_REPO: 'a/b', ...env }, noRemote);
      return 'backend' in found ? [found.backend.authMethods, found.backend.authUrl] : found.problem;
    };
    expect(methodsOf({})).toEqual([['token'], undefined]);
    expect(methodsOf({ CMS_GITHUB_OAUTH: '1' })).toEqual([['oauth', 'token'], undefined]);
    const worker = 'https://sveltia-cms-auth.jane.workers.dev';
    expect(methodsOf({ CMS_AUTH_URL: worker })).toEqual([['oauth', 'token'], worker]);
  });
});
