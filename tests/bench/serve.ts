/**
 * Load benchmark of both servers over the built site (run `npm run build` first): four rounds of
 * 10,000 requests at concurrency 100 against the local server and against nginx with the shipped
 * rules (ROUNDS=20 for a longer soak). Prints requests per second and p99 latency for each round,
 * and the local server's memory (resident set) before and after each; exits non-zero on any error,
 * unexpected status or memory past its budget. Ports: PORT (default 4321) and NGINX_PORT (default PORT + 1).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadRun } from './load.ts';

const port = Number(process.env['PORT'] ?? 4321);
const servers = [
  { name: 'local server', script: 'src/serving/node/serve.ts', port, measureMemory: true },
  // The runner's own memory says nothing of nginx's workers.
  {
    name: 'nginx',
    script: 'src/serving/nginx/serve-locally.ts',
    port: Number(process.env['NGINX_PORT'] ?? port + 1),
    measureMemory: false,
  },
];
const amount = 10_000;
const rounds = Number(process.env['ROUNDS'] ?? 4);

/** A process's resident memory in MiB, from Linux's /proc; undefined elsewhere. */
function residentMiB(pid: number | undefined): number | undefined {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib === undefined ? undefined : Math.round(Number(kib) / 1024);
  } catch {
    return undefined;
  }
}

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

/**
 * The local server's resident memory may not pass this. V8 grows its heap in steps and keeps the
 * pages (about 160 MiB after 20,000 requests, 220 MiB after 150,000, then flat); sirv, which it
 * replaced, reached 270 MiB in four rounds.
 */
const MEMORY_BUDGET_MIB = 256;

function memoryWithinBudget(name: string, memory: (number | undefined)[]): boolean {
  console.log(`${name.padEnd(12)} memory (MiB): ${memory.join(' -> ')} (before the rounds, then after each)`);
  const highest = Math.max(...memory.filter((value) => value !== undefined));
  if (highest > MEMORY_BUDGET_MIB) console.error(`${name}: ${highest} MiB > ${MEMORY_BUDGET_MIB} MiB`);
  return highest <= MEMORY_BUDGET_MIB;
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
  for (const [index, server] of servers.entries()) {
    const pid = started[index]?.pid;
    const memory = [residentMiB(pid)];
    for (let round = 1; round <= rounds; round++) {
      const figures = await loadRun(server.port, amount);
      memory.push(residentMiB(pid));
      const statuses = Object.entries(figures.statuses)
        .map(([status, count]) => `${count} x ${status}`)
        .join(', ');
      console.log(
        `${server.name.padEnd(12)} round ${round}: ${figures.requests} requests, ${figures.requestsPerSecond} req/s, p99 ${figures.p99Milliseconds} ms, ${figures.errors} errors (${statuses})`,
      );
      failed ||= !figures.clean;
    }
    if (server.measureMemory) failed ||= !memoryWithinBudget(server.name, memory);
  }
} finally {
  for (const child of started) child.kill();
}
if (failed) {
  console.error('Errors or unexpected statuses: see above.');
  process.exit(1);
}
