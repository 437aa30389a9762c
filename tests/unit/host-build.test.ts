/** Every build on a host is the live build, whatever command or preset its form runs (stand-in environments). */
import { describe, expect, it } from 'vitest';
import { workerBuildProblem } from '#/config/hosts.ts';
import { isLiveBuild, LIVE_MODE } from '#/content-check/problems.ts';

describe('the live build', () => {
  it('is every build on Cloudflare Pages or Netlify, as each documents its builds’ variables', () => {
    for (const mode of ['production', 'development', LIVE_MODE]) {
      expect(isLiveBuild(mode, { CF_PAGES: '1' }), mode).toBe(true);
      expect(isLiveBuild(mode, { NETLIFY: 'true' }), mode).toBe(true);
    }
  });

  it('is `--mode live` on any other computer, and no other build there', () => {
    expect(isLiveBuild(LIVE_MODE, {})).toBe(true);
    expect(isLiveBuild('production', {})).toBe(false);
    expect(isLiveBuild('production', { CF_PAGES: '', NETLIFY: 'false', CI: 'true' })).toBe(false);
  });
});

describe('a Cloudflare Worker made by mistake (its main "Create application" flow)', () => {
  it('is told apart by the variable Workers Builds documents, and told how to make a Pages project', () => {
    expect(workerBuildProblem({ WORKERS_CI: '1', CI: 'true' })).toBe(
      'This Cloudflare project is a Worker, not a Pages project: in Cloudflare, Workers & Pages > Create application, click "Looking to deploy Pages? Get started" at the bottom, then Import an existing Git repository (README, Deploy).',
    );
    expect(workerBuildProblem({ CF_PAGES: '1' })).toBeUndefined();
  });
});
