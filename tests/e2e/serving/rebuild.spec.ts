import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { replaceFolder } from '../../../scripts/lib/replace-folder.ts';
import { send } from './servers';
import { dist, sha256 } from './site-files';

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

test('local server: after a build swaps in a new dist/, a page comes with the new build’s policy', async () => {
  const root = mkdtempSync(join(tmpdir(), 'hypno-rebuild-'));
  cpSync(dist, join(root, 'dist'), { recursive: true });
  const server = spawn(process.execPath, [resolve('scripts/serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
  });
  try {
    const port = await listeningPort(server);
    const before = await send(port, '/about');

    // The next build: /about's inline style has one more rule.
    cpSync(join(root, 'dist'), join(root, 'next'), { recursive: true });
    const page = join(root, 'next', 'about.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace('</style>', 'p{color:red}</style>'));
    replaceFolder(join(root, 'dist'), join(root, 'next'), join(root, 'old'));

    const after = await send(port, '/about');
    const style = /<style>([\s\S]*?)<\/style>/.exec(after.body.toString('utf8'))?.[1] ?? '';
    expect(style).toContain('p{color:red}');
    expect(after.headers['content-security-policy']).toContain(`'sha256-${sha256(style)}'`);
    expect(after.headers['content-security-policy']).not.toBe(before.headers['content-security-policy']);
  } finally {
    server.kill();
    rmSync(root, { recursive: true, force: true });
  }
});
