/**
 * The repository check (.github/workflows/repository-check.yml), its check step run as GitHub runs it (bash, in the
 * checked-out repository): it passes the shipped content and, for a mistake, fails with the mistake's line as its
 * first annotation, on the file and line, and on the run's page. No build: the content check alone.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { settingsFile } from '#/config/settings-files.ts';
import { edit, lineOf, run, scratchCopy } from './scratch';

interface Step {
  uses?: string;
  run?: string;
}
const workflow = parse(readFileSync('.github/workflows/repository-check.yml', 'utf8')) as {
  on: Record<string, unknown>;
  jobs: { check: { steps: Step[] } };
};
const steps = workflow.jobs.check.steps;
const check = steps.at(-1)?.run ?? '';
const SETTINGS = settingsFile('contact');

let dir: string;
let summaries: string;
const runCheck = () => {
  const summary = join(summaries, `${Date.now()}.md`);
  const result = run(dir, 'bash', ['-e', '-c', check], { GITHUB_STEP_SUMMARY: summary });
  return { ...result, summary: () => readFileSync(summary, 'utf8') };
};

beforeAll(() => {
  dir = scratchCopy();
  summaries = mkdtempSync(join(tmpdir(), 'summaries-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(summaries, { recursive: true, force: true });
});

describe('the repository check', () => {
  it('runs on every push, on the project’s Node, with the production dependencies alone', () => {
    expect(Object.keys(workflow.on)).toContain('push');
    expect(steps.find((step) => step.uses?.startsWith('actions/setup-node@'))).toMatchObject({
      with: { 'node-version-file': '.nvmrc' },
    });
    expect(steps.map((step) => step.run).filter(Boolean)[0]).toMatch(/^npm ci --omit=dev --ignore-scripts\b/);
  });

  it('passes the shipped content', () => {
    const passed = runCheck();
    expect(passed.status, passed.output).toBe(0);
    expect(passed.summary()).toBe('The content check passes: the host publishes this save.\n');
  });

  it('fails on a mistake, its line the first annotation, on its file and line, and first on the run’s page', () => {
    const settings = edit(dir, SETTINGS, (text) => text.replace(/^phone: "(.*)"$/m, 'phone: "01582 71234O"'));
    const line = lineOf(settings, /^phone:/);
    const failed = runCheck();
    expect(failed.status).toBe(1);
    const [first = ''] = failed.output.split('\n');
    expect(first).toMatch(
      new RegExp(
        `^::error file=${SETTINGS},line=${line},title=Your website was not updated::${SETTINGS}, line ${line}, phone: "01582 71234O" `,
      ),
    );
    expect(failed.summary()).toContain(`\n1. ${SETTINGS}, line ${line}, phone: "01582 71234O" `);
  });
});
