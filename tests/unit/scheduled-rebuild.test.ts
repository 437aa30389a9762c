/**
 * The scheduled rebuild (.github/workflows/scheduled-rebuild.yml, scripts/scheduled-rebuild.ts): a build on the
 * days the site changes by itself, read from the live site's list of days, and on no other.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { paths } from '#/config/paths.ts';
import { siteSettings } from '#/config/site.ts';
import { settingsFile } from '#/config/settings-files.ts';
import { isEditorPath } from '#/serving/http-headers.ts';
import { decide, scheduledRebuild, siteAddressIn } from '../../scripts/scheduled-rebuild.ts';

interface Workflow {
  on: { schedule: { cron: string }[]; workflow_dispatch: unknown };
  jobs: { rebuild: { steps: { uses?: string; env?: Record<string, string>; run?: string }[] } };
}

const workflow = parse(readFileSync('.github/workflows/scheduled-rebuild.yml', 'utf8')) as Workflow;

const TODAY = '2027-03-03';

describe('the workflow', () => {
  it('runs every morning, and by hand, with the build hook from the repository secret', () => {
    expect(workflow.on.schedule).toEqual([{ cron: '10 5 * * *' }]);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    const step = workflow.jobs.rebuild.steps.find(({ run }) => run);
    expect(step).toEqual({
      name: expect.any(String),
      env: { BUILD_HOOK_URL: '${{ secrets.BUILD_HOOK_URL }}' },
      run: 'node scripts/scheduled-rebuild.ts',
    });
  });

  it('runs its script with the repository and Node alone: nothing installed', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'rebuild-'));
    try {
      for (const part of ['package.json', 'scripts', 'src']) cpSync(part, join(copy, part), { recursive: true });
      const { stdout } = await promisify(execFile)(process.execPath, ['scripts/scheduled-rebuild.ts'], {
        cwd: copy,
        env: { PATH: process.env['PATH'] ?? '' },
      });
      expect(stdout).toBe('No BUILD_HOOK_URL secret: nothing to rebuild (README, Scheduled posts).\n');
    } finally {
      rmSync(copy, { recursive: true });
    }
  });

  it('reads a list the holding page keeps, under the editor’s path, before the launch too', () => {
    expect(isEditorPath(paths.siteDates)).toBe(true);
  });

  it('finds her site’s address in her website settings', () => {
    expect(siteAddressIn(readFileSync(settingsFile('website'), 'utf8'))).toBe(siteSettings().siteUrl);
  });
});

describe('the decision', () => {
  it('builds on a day the site changes, and on no other', () => {
    expect(decide(TODAY, ['2027-03-03', '2027-04-01'], false).build).toBe(true);
    expect(decide(TODAY, ['2027-03-04', '2027-04-01'], false)).toEqual({
      build: false,
      reason: 'Nothing on the site changes today (next: 2027-03-04): no build.',
    });
    expect(decide(TODAY, [], false)).toEqual({
      build: false,
      reason: 'Nothing on the site changes today (no date ahead): no build.',
    });
  });

  it('builds for a day a missed run left behind', () => {
    expect(decide(TODAY, ['2027-03-01'], false)).toEqual({
      build: true,
      reason: 'The site changes on 2027-03-01: asking the host for a build.',
    });
  });

  it('builds when the days are unknown, and when run by hand', () => {
    expect(decide(TODAY, undefined, false).build).toBe(true);
    expect(decide(TODAY, [], true).build).toBe(true);
  });
});

/** A live site answering its list of days (or `status`), and a build hook counting its calls. */
async function withHost(
  days: { status?: number; changes?: string[] },
  hookStatus: number,
  run: (site: string, hook: string) => Promise<void>,
) {
  const hooked: string[] = [];
  const server = createServer((request, response) => {
    if (request.url === paths.siteDates) {
      response.writeHead(days.status ?? 200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ built: '2027-03-01', changes: days.changes ?? [] }));
      return;
    }
    hooked.push(`${request.method} ${request.url}`);
    response.writeHead(hookStatus).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await run(site, `${site}/build_hooks/abc123`);
  } finally {
    server.close();
  }
  return hooked;
}

const said = () => {
  const lines: string[] = [];
  return { lines, say: (line: string) => lines.push(line) };
};

describe('a morning’s run', () => {
  it('does nothing, and succeeds, while the secret is unset', async () => {
    const { lines, say } = said();
    await scheduledRebuild({ hook: '', site: 'https://www.example.com', today: TODAY, byHand: false }, say);
    expect(lines).toEqual(['No BUILD_HOOK_URL secret: nothing to rebuild (README, Scheduled posts).']);
  });

  it('POSTs to the build hook once on a day the live site lists', async () => {
    const hooked = await withHost({ changes: [TODAY] }, 200, (site, hook) =>
      scheduledRebuild({ hook, site, today: TODAY, byHand: false }, () => {}),
    );
    expect(hooked).toEqual(['POST /build_hooks/abc123']);
  });

  it('calls nothing on a day it does not list', async () => {
    const hooked = await withHost({ changes: ['2027-03-04'] }, 200, (site, hook) =>
      scheduledRebuild({ hook, site, today: TODAY, byHand: false }, () => {}),
    );
    expect(hooked).toEqual([]);
  });

  it('builds, and says why, when the live site has no list', async () => {
    const { lines, say } = said();
    const hooked = await withHost({ status: 404 }, 200, (site, hook) =>
      scheduledRebuild({ hook, site, today: TODAY, byHand: false }, say),
    );
    expect(hooked).toEqual(['POST /build_hooks/abc123']);
    expect(lines[0]).toMatch(/\/admin\/dates\.json answered HTTP 404: asking the host for a build/);
  });

  it('fails, so that GitHub e-mails her, when the host refuses the hook', async () => {
    await withHost({ changes: [TODAY] }, 404, async (site, hook) => {
      await expect(scheduledRebuild({ hook, site, today: TODAY, byHand: false }, () => {})).rejects.toThrow(
        /refused the build hook \(HTTP 404\)/,
      );
    });
  });
});
