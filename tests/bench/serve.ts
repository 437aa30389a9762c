/**
 * Load benchmark of the local server over the built site (run `npm run build` first): four rounds
 * of 10,000 requests at concurrency 100 (ROUNDS=20 for a longer soak). Prints requests per second
 * and p99 latency for each round, and the server's memory (resident set) before and after each;
 * exits non-zero on any error, unexpected status or memory past its budget. Port: PORT (default 4321).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadRun } from './load.ts';

const port = Number(process.env['PORT'] ?? 4321);
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

function memoryWithinBudget(memory: (number | undefined)[]): boolean {
  console.log(`memory (MiB): ${memory.join(' -> ')} (before the rounds, then after each)`);
  const highest = Math.max(...memory.filter((value) => value !== undefined));
  if (highest > MEMORY_BUDGET_MIB) console.error(`local server: ${highest} MiB > ${MEMORY_BUDGET_MIB} MiB`);
  return highest <= MEMORY_BUDGET_MIB;
}

const server = spawn(process.execPath, ['src/serving/node/serve.ts'], {
  stdio: 'ignore',
  env: { ...process.env, PORT: String(port) },
});
let failed = false;
try {
  await whenUp(`http://127.0.0.1:${port}/`);
  const memory = [residentMiB(server.pid)];
  for (let round = 1; round <= rounds; round++) {
    const figures = await loadRun(port, amount);
    memory.push(residentMiB(server.pid));
    const statuses = Object.entries(figures.statuses)
      .map(([status, count]) => `${count} x ${status}`)
      .join(', ');
    console.log(
      `round ${round}: ${figures.requests} requests, ${figures.requestsPerSecond} req/s, p99 ${figures.p99Milliseconds} ms, ${figures.errors} errors (${statuses})`,
    );
    failed ||= !figures.clean;
  }
  failed ||= !memoryWithinBudget(memory);
} finally {
  server.kill();
}
if (failed) {
  console.error('Errors or unexpected statuses: see above.');
  process.exit(1);
}
