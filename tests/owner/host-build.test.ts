/**
 * A build on the host, as Cloudflare Pages runs one: its Astro preset's command (`npm run build`), in a clone of her
 * repository, with the variables Cloudflare documents for builds and nothing typed in its form. It is the live build,
 * the editor saves to the repository the clone came from, and it publishes which save it was built from. Where the
 * build cannot find the repository (a clone with no GitHub address), it stops before anything is built, in one
 * line saying where to set it; its content check is the live one. Either way the published site stays as it was.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { edit, lineOf, published, read, run, scratchCopy } from './scratch';

const REPOSITORY = 'jane-ellis/practice-website';
const POST = 'src/content/blog/menopause_brain.md';
const SAVED = { message: 'Update Practice settings', time: '2026-03-14T10:02:33Z' };

let dir: string;
let commit: string;
const cloudflare = () => ({ CF_PAGES: '1', CF_PAGES_BRANCH: 'main', CF_PAGES_COMMIT_SHA: commit });
/** What Cloudflare's Astro preset runs. */
const presetBuild = () => run(dir, 'npm', ['run', 'build'], cloudflare());
const git = (...args: string[]) => {
  const result = run(dir, 'git', args, { GIT_COMMITTER_DATE: SAVED.time, GIT_AUTHOR_DATE: SAVED.time });
  if (result.status !== 0) throw new Error(result.output);
  return result.output.trim();
};

let built: ReturnType<typeof run>;

beforeAll(() => {
  dir = scratchCopy();
  git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git('-c', 'user.name=Jane', '-c', 'user.email=jane@example.com', 'commit', '--quiet', '-m', SAVED.message);
  git('remote', 'add', 'origin', `https://github.com/${REPOSITORY}`);
  commit = git('rev-parse', 'HEAD');
  built = presetBuild();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a build on Cloudflare Pages with its Astro preset', () => {
  it('is the live build: the holding page while the checklist has items, not the sample site', () => {
    expect(built.status, built.output).toBe(0);
    expect(read(dir, 'dist/index.html')).toContain('noindex');
    expect(read(dir, 'dist/admin/go-live.html')).toContain('things left to do');
  });

  it('gives the editor the repository the clone came from, and the branch Cloudflare built', () => {
    const { backend } = parse(read(dir, 'dist/admin/config.yml')) as { backend: { repo: string; branch: string } };
    expect(backend).toMatchObject({ repo: REPOSITORY, branch: 'main' });
  });

  it('publishes the save it was built from', () => {
    const deployed = JSON.parse(read(dir, 'dist/admin/deploy.json')) as {
      commit: string;
      message: string;
      time: string;
    };
    expect(deployed.commit).toBe(commit);
    expect(deployed.message).toBe(SAVED.message);
    expect(Date.parse(deployed.time)).toBe(Date.parse(SAVED.time));
  });

  it('checks the content as the live build: a claim a build elsewhere only warns about stops it', () => {
    const before = published(dir);
    const text = edit(dir, POST, (post) => `${post.trimEnd()}\n\nHypnotherapy cures insomnia.\n`);
    const refused = presetBuild();
    expect(refused.status).not.toBe(0);
    expect(refused.stderr.replace(/^\[AstroUserError\] /, '').split('\n')[0]).toMatch(
      new RegExp(`^(1\\. )?${POST}, line ${lineOf(text, /cures insomnia/)}, .*"cures" `),
    );
    expect(published(dir)).toBe(before);
  });

  it('stops before anything is built where it cannot find the repository, in one line, the live site untouched', () => {
    const before = published(dir);
    git('remote', 'remove', 'origin');
    const refused = presetBuild();
    expect(refused.status).not.toBe(0);
    expect(refused.stderr.replace(/^\[AstroUserError\] /, '').split('\n')[0]).toBe(
      'CMS_GITHUB_REPO is not set: in Cloudflare, Workers & Pages > your project > Settings > Variables and secrets, add CMS_GITHUB_REPO = your-user-name/practice-website, then deploy again.',
    );
    expect(refused.output).not.toMatch(/page\(s\) built/);
    expect(published(dir)).toBe(before);
  });
});
