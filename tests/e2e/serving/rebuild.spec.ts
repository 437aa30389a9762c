import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { replaceFolder } from '#/serving/build/replace-folder.ts';
import { send } from './servers';
import { dist } from './site-files';

/** The port a local server started on port 0 says it listens on. */
function listeningPort(server: ChildProcess): Promise<number> {
  return new Promise((done, fail) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      const port = /localhost:(\d+)/.exec(chunk.toString())?.[1];
      if (port) done(Number(port));
    });
    server.on('exit', (code) => fail(new Error(`The local server exited (${code})`)));
  });
}

test('local server: after a build swaps in a new dist/, a page new in that build is served', async () => {
  const root = mkdtempSync(join(tmpdir(), 'hypno-rebuild-'));
  cpSync(dist, join(root, 'dist'), { recursive: true });
  const server = spawn(process.execPath, [resolve('src/serving/node/serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
  });
  try {
    const port = await listeningPort(server);
    const newPage = '/blog/next-build-post';
    expect((await send(port, newPage)).status).toBe(404);

    // The next build: one more post.
    cpSync(join(root, 'dist'), join(root, 'next'), { recursive: true });
    const html = readFileSync(join(root, 'next', 'about.html'));
    writeFileSync(join(root, 'next', `${newPage}.html`), html);
    replaceFolder(join(root, 'dist'), join(root, 'next'), join(root, 'old'));

    const after = await send(port, newPage);
    expect(after.status).toBe(200);
    expect(after.body.equals(html)).toBe(true);
  } finally {
    server.kill();
    rmSync(root, { recursive: true, force: true });
  }
});
