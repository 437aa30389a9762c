/** The scheduled rebuild (.github/workflows/scheduled-rebuild.yml): its step run as GitHub runs it, with bash. */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Workflow {
  on: { schedule: { cron: string }[] };
  jobs: { rebuild: { steps: { env: Record<string, string>; run: string }[] } };
}

const workflow = parse(readFileSync('.github/workflows/scheduled-rebuild.yml', 'utf8')) as Workflow;
const [step] = workflow.jobs.rebuild.steps;
const runStep = (env: Record<string, string>) =>
  promisify(execFile)('bash', ['-e', '-c', step?.run ?? ''], { env: { PATH: process.env['PATH'] ?? '', ...env } });

describe('the scheduled rebuild', () => {
  it('runs every day, with the build hook from the repository secret', () => {
    expect(workflow.on.schedule).toEqual([{ cron: '10 5 * * *' }]);
    expect(step?.env).toEqual({ BUILD_HOOK_URL: '${{ secrets.BUILD_HOOK_URL }}' });
  });

  it('does nothing, and succeeds, while the secret is unset', async () => {
    const { stdout } = await runStep({ BUILD_HOOK_URL: '' });
    expect(stdout).toBe('No BUILD_HOOK_URL secret: nothing to rebuild (README, Scheduled posts).\n');
  });

  it('POSTs to the build hook once', async () => {
    const received: string[] = [];
    const server = createServer((request, response) => {
      received.push(`${request.method} ${request.url}`);
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await runStep({ BUILD_HOOK_URL: `http://127.0.0.1:${port}/build_hooks/abc123` });
    } finally {
      server.close();
    }
    expect(received).toEqual(['POST /build_hooks/abc123']);
  });

  it('fails, so that GitHub e-mails her, when the host refuses the hook', async () => {
    const server = createServer((_request, response) => response.writeHead(404).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(runStep({ BUILD_HOOK_URL: `http://127.0.0.1:${port}/gone` })).rejects.toThrow(/404/);
    } finally {
      server.close();
    }
  });
});
