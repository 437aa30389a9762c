import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Serves the built dist/ of the project in `cwd` as `npm run serve` does (Cloudflare's own
 * runtime), on a free port; resolves with its base URL once it answers.
 */
export function startLocalServer(cwd = '.'): Promise<{ url: string; stop: () => void }> {
  // Its own process group: wrangler runs workerd beside it, and both stop together.
  const server: ChildProcess = spawn('npm', ['run', '--silent', 'serve'], {
    cwd,
    // Uncoloured, so its "Ready on" line reads as words (Playwright's workers ask for colour: FORCE_COLOR).
    env: { ...process.env, PORT: '0', FORCE_COLOR: '0' },
    detached: true,
  });
  const stop = () => {
    if (server.pid !== undefined) process.kill(-server.pid);
  };
  let said = '';
  let url = '';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`The local server exited (${code}):\n${said}`)));
    const listen = (chunk: Buffer) => {
      if (url) return;
      said += chunk.toString();
      url = /Ready on (http:\/\/localhost:\d+)/.exec(said)?.[1] ?? '';
      if (url) resolve({ url, stop });
    };
    server.stdout?.on('data', listen);
    server.stderr?.on('data', listen);
  });
}
