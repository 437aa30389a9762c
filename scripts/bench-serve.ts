/**
 * Load benchmark of both servers over the built site (run `npm run build` first): 10,000
 * requests at concurrency 100 against the local server and against nginx with the shipped
 * rules. Prints requests per second and p99 latency; exits non-zero on any error or
 * unexpected status. Ports: PORT (default 4321) and NGINX_PORT (default PORT + 1).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadRun } from './serving/load.ts';

const port = Number(process.env['PORT'] ?? 4321);
const servers = [
  { name: 'local server', script: 'scripts/serve.ts', port },
  { name: 'nginx', script: 'scripts/serve-nginx.ts', port: Number(process.env['NGINX_PORT'] ?? port + 1) },
];
const amount = 10_000;

async function whenUp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nothing answered at ${url}`);
}

const started: ChildProcess[] = [];
let failed = false;
try {
  for (const server of servers) {
    started.push(
      spawn(process.execPath, [server.script], {
        stdio: 'ignore',
        env: { ...process.env, PORT: String(port), NGINX_PORT: String(servers[1]?.port) },
      }),
    );
    await whenUp(`http://127.0.0.1:${server.port}/`);
  }
  for (const server of servers) {
    const figures = await loadRun(server.port, amount);
    const statuses = Object.entries(figures.statuses)
      .map(([status, count]) => `${count} x ${status}`)
      .join(', ');
    console.log(
      `${server.name.padEnd(12)} ${figures.requests} requests, ${figures.requestsPerSecond} req/s, p99 ${figures.p99Milliseconds} ms, ${figures.errors} errors (${statuses})`,
    );
    failed ||= !figures.clean;
  }
} finally {
  for (const child of started) child.kill();
}
if (failed) {
  console.error('Errors or unexpected statuses: see above.');
  process.exit(1);
}
