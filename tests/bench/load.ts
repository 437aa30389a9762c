/**
 * A bounded load run on loopback with autocannon: a number of requests at concurrency 100,
 * cycling through the home page, an article and a 404, as a browser asks (brotli or gzip).
 */
import autocannon from 'autocannon';

export const loadMix = [
  { path: '/', status: 200 },
  { path: '/blog/dental_anxiety', status: 200 },
  { path: '/no-such-page', status: 404 },
];

export interface LoadFigures {
  requests: number;
  requestsPerSecond: number;
  p99Milliseconds: number;
  errors: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
  /** True when every response had a status the mix expects and nothing failed. */
  clean: boolean;
}

export async function loadRun(port: number, amount: number): Promise<LoadFigures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 100,
    amount,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: loadMix.map(({ path }) => ({ method: 'GET', path })),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count = 0 }]) => [status, count]),
  );
  const expected = new Set(loadMix.map(({ status }) => String(status)));
  const errors = result.errors + result.timeouts + result.resets;
  const requests = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return {
    requests,
    requestsPerSecond: Math.round(requests / result.duration),
    p99Milliseconds: result.latency.p99,
    errors,
    statuses,
    clean: errors === 0 && requests >= amount && Object.keys(statuses).every((status) => expected.has(status)),
  };
}
