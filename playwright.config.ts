import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SCREENSHOT_CHROMIUM_PATH } from './tests/support/chromium';

/** CI and the hosts' own port; each engineer sets their own. */
const PORT = Number(process.env['PORT'] ?? 4321);

/** The specs that serve the launched practice (tests/fixtures/launched). */
const ON_THE_LAUNCHED_PRACTICE = /\/(launched|enquiry-form)\.spec\.ts$/;

/** Debian's headless shell, or its full Chromium for the screenshots a person looks at, with the flags this closed network needs. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env['SCREENSHOTS'] ? SCREENSHOT_CHROMIUM_PATH : CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  },
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
  projects: [
    { name: 'chromium', use: chromium, testIgnore: ON_THE_LAUNCHED_PRACTICE },
    // Built once, before the specs that serve it start: two workers building it at once would each replace
    // the folder the other serves.
    { name: 'launched practice', testMatch: /launched-practice\.setup\.ts/ },
    { name: 'launched', use: chromium, testMatch: ON_THE_LAUNCHED_PRACTICE, dependencies: ['launched practice'] },
  ],
  // The built dist/ in Cloudflare's own runtime, as `npm start` serves it (build first).
  webServer: {
    command: 'npm run --silent serve',
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env['CI'],
    env: { PORT: String(PORT) },
  },
});
