/** Every build on a host is the live build, whatever command or preset its form runs (stand-in environments). */
import { describe, expect, it } from 'vitest';
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
