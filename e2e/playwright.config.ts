import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `spona-e2e-${PORT}`);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser suite: the production build of the web app served by the real API on a temporary
 * DATA_DIR, driven in the system Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  // Two spec files at a time: each signs in its own accounts, and those that start servers of their
  // own use ports of their own (fixtures/ownServer, fixtures/pwa).
  workers: 2,
  // On CI one more try: a test that passes only on it is reported as flaky (.ci/run lists them in its
  // summary, to be chased), one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Two workers keep both cores busy, so a step can take a while: generous limits.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The built server (npm run test:e2e builds it), as `npm start` runs it.
    command: `rm -rf "${dataDir}" && node --enable-source-maps ../apps/api/dist/main.js`,
    url: `http://localhost:${PORT}/api/v1/health`,
    reuseExistingServer: false,
    // The first start loads the demo data and draws its pictures (issue 18): slow on a busy machine.
    timeout: 240_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The push specs run a stand-in push service on this machine (apps/api adapters/push/endpointGuard).
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
      // A build of the web app elsewhere than apps/web/dist (parallel runs, two-build update tests).
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
