/**
 * One content check everywhere: a plain `astro build` and the dev server (`npm run dev`,
 * `npm run edit`) give the same message as `npm run build`. The dev server shows it on every
 * page (its error overlay) and in the terminal, and stops once the file is fixed, without a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { EDITOR_PATH } from '#/serving/http-headers.ts';
import { paths } from '#/config/paths.ts';
import { build, edit, lineOf, run, scratchCopy } from './scratch';

/** The dev server's port: PORT when given (each engineer has their own), else one of the owner tests'. */
const PORT = Number(process.env['PORT'] ?? 4533);
const post = `src/content/blog/${readdirSync('src/content/blog').sort()[0] ?? ''}`;
const MISSING = '/no-such-page';

let dir: string;
let message: string;

/** A link in the post's text to a page that does not exist, and the check's line for it. */
function breakLink(): void {
  const text = edit(dir, post, (original) => `${original}\nSee [this page](${MISSING}).\n`);
  message = `${post}, line ${lineOf(text, new RegExp(MISSING))}, text: the link to ${MISSING} goes to no page of the site.`;
}

describe('the content check in a plain astro build', () => {
  beforeAll(() => {
    dir = scratchCopy();
    breakLink();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('npm run build names the link, in one line', () => {
    const result = build(dir);
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n')[0]).toBe(message);
  });

  it('astro build stops with the same line, before building anything', () => {
    const result = run(dir, 'astro', ['build'], { ASTRO_TELEMETRY_DISABLED: '1' });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(message);
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });
});

describe('the content check in astro dev', () => {
  let server: ChildProcess;
  let log = '';
  const page = (path: string) => fetch(`http://localhost:${PORT}${path}`);
  // Two minutes: on two cores shared with another file's build, the dev server can take one to start.
  const until = async (done: () => Promise<boolean> | boolean, what: string) => {
    for (let tries = 0; tries < 240; tries += 1) {
      if (
        await Promise.resolve()
          .then(done)
          .catch(() => false)
      )
        return;
      await new Promise((wait) => setTimeout(wait, 500));
    }
    throw new Error(`Timed out waiting for ${what}. The dev server said:\n${log}`);
  };

  beforeAll(async () => {
    dir = scratchCopy();
    breakLink();
    server = spawn('astro', ['dev', '--port', String(PORT), '--strictPort'], {
      cwd: dir,
      detached: true,
      env: {
        // Without the test runner's marks: Astro's dev server serves no pages under Vitest.
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'))),
        NODE_ENV: 'development',
        ASTRO_TELEMETRY_DISABLED: '1',
        NO_COLOR: '1',
        PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env['PATH'] ?? ''}`,
      },
    });
    server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await until(() => log.includes(message), 'the problem in the terminal');
    await until(async () => (await page(paths.home)).status > 0, 'the dev server');
  });
  afterAll(() => {
    if (server.pid) process.kill(-server.pid);
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints the problem in the terminal, with the same message', () => {
    expect(log).toContain(message);
  });

  it('shows it on every page of the site (the error overlay), but never blocks the editor', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const tab = await browser.newPage();
      for (const path of [paths.home, paths.post(post.replace(/^.*\/|\.md$/g, '')), paths.faq]) {
        expect((await page(path)).status, path).toBe(500);
        await tab.goto(`http://localhost:${PORT}${path}`);
        await tab.locator('vite-error-overlay #message-content').getByText(message, { exact: true }).waitFor();
      }
    } finally {
      await browser.close();
    }
    expect((await page(EDITOR_PATH)).status).toBe(200);
  });

  it('clears once the file is fixed, without a restart', async () => {
    edit(dir, post, (text) => text.replace(MISSING, paths.booking));
    await until(async () => (await page(paths.home)).status === 200, 'the fixed page');
    expect(log).toContain('The content check passes again.');
  });
});
