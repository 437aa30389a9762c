import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';

const PORT = Number(process.env['PORT'] ?? 4321);

/** Debian's Chromium, started with the flags this closed network needs. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two cores run two browsers: give slow moments room rather than flaky failures.
  timeout: 60_000,
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list']],
  use: { baseURL: `http://localhost:${PORT}` },
  projects: [{ name: 'chromium', use: chromium }],
  webServer: {
    command: 'node src/serving/node/serve.ts',
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env['CI'],
    env: { PORT: String(PORT) },
  },
});
