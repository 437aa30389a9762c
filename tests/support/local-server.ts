import { type ChildProcess, spawn } from 'node:child_process';

/** Starts the README's local server on a free port (for the project in `cwd`); resolves with its base URL. */
export function startLocalServer(cwd = '.'): Promise<{ url: string; stop: () => void }> {
  const server: ChildProcess = spawn(process.execPath, ['src/serving/node/serve.ts'], {
    cwd,
    env: { ...process.env, PORT: '0' },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.stdout?.on('data', (chunk: Buffer) => {
      const match = /http:\/\/localhost:(\d+)/.exec(chunk.toString());
      if (match) resolve({ url: `http://localhost:${match[1]}`, stop: () => server.kill() });
    });
  });
}
