import { expect, test } from '@playwright/test';
import { loadMix, loadRun } from '../../bench/load.ts';
import { port } from './servers';

// A smoke of `npm run bench:serve` (10,000 requests, with figures): 1,000 at concurrency 100.
test(`1,000 requests at concurrency 100 over ${loadMix.map(({ path }) => path).join(', ')}: no error, only the expected statuses`, async () => {
  const figures = await loadRun(port, 1000);
  expect(figures.errors).toBe(0);
  expect(figures.requests).toBe(1000);
  expect(Object.keys(figures.statuses).sort()).toEqual(['200', '404']);
});
