import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { E2E_SERVER_LOG } from './e2e/support/log-secrecy';
import {
  E2E_ADMIN_EMAIL,
  E2E_BASE_URL,
  E2E_COMMUNITY_URL,
  E2E_DATA_DIR,
  E2E_PORT,
  E2E_SUPPORT_ADMIN_EMAIL,
  E2E_SUPPORT_EMAIL,
} from './e2e/support/paths';

// A fresh database and outbox per run. Playwright loads this file again in every worker: only
// the first load (the runner, before the web server starts) empties the folder.
if (!process.env.COACH_E2E_DATA_READY) {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  process.env.COACH_E2E_DATA_READY = '1';
}

const CHROMIUM = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};
const SERIAL_SPECS = /offline-install\.spec\.ts/;

const built = 'test -f dist/server/index.js && test -f dist/client/index.html';

export default defineConfig({
  testDir: 'e2e',
  // Whole coach journeys on a 2-core machine: the default 30 s leaves no room for a busy moment.
  timeout: 60_000,
  globalSetup: './e2e/support/global-setup.ts',
  // The server's log of every journey is searched for secrets once the suite is done.
  globalTeardown: './e2e/support/log-secrecy.ts',
  // Two workers: one journey's browser runs while the other waits on the server (measured 11.1
  // min with one worker, 7.8 with two, on two cores). Every test makes its own coach; the admins
  // exist before the workers start.
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (actions, DOM snapshots, network). Without the screencast:
    // recording frames of every test was a large part of the browser's work on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: SERIAL_SPECS,
      use: CHROMIUM,
    },
    {
      // Specs that change what the server serves (a simulated deploy of the service worker) run
      // alone, after the others, so that no other journey meets the changed files.
      name: 'chromium-alone',
      testMatch: SERIAL_SPECS,
      dependencies: ['chromium'],
      workers: 1,
      use: CHROMIUM,
    },
  ],
  webServer: {
    // `npm test` builds first; a bare `npx playwright test` builds only when dist is missing.
    command: `({ ${built}; } || NODE_ENV=production npm run build) && mkdir -p '${E2E_DATA_DIR}' && exec node --enable-source-maps dist/server/index.js >> '${E2E_SERVER_LOG}' 2>&1`,
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(E2E_PORT),
      APP_URL: E2E_BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_MAX: '1000',
      NODE_ENV: 'test',
      // As in production: forms go through the real widget, API set-up calls solve it in Node.
      CAPTCHA: 'on',
      ADMIN_EMAILS: `${E2E_ADMIN_EMAIL},${E2E_SUPPORT_ADMIN_EMAIL}`,
      SUPPORT_EMAIL: E2E_SUPPORT_EMAIL,
      COMMUNITY_URL: E2E_COMMUNITY_URL,
    },
  },
});
