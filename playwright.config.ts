import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);
/** A server whose sessions end after IDLE_SECONDS without a refresh, for the idle-timeout test. */
export const IDLE_PORT = PORT + 100;
export const IDLE_SECONDS = 4;

/** Real Debian Chromium, never a downloaded browser; the server runs on a fresh PGlite database each run. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/reporters/failurePages.ts']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  // E2E_GRAPHQL_SETUP=1 (test only): the set-up helpers may send GraphQL documents; the app itself still runs only
  // persisted operations. The second server ends sessions after a few idle seconds (tests/e2e/security.spec.ts).
  webServer: [
    {
      command: `rm -rf .e2e-data/${PORT} && node scripts/start.mjs --no-build`,
      url: `http://localhost:${PORT}/healthz`,
      env: {
        PORT: String(PORT), DATA_DIR: `.e2e-data/${PORT}`, NODE_ENV: 'production', MAIL_OUTBOX_FILE: `.e2e-data/${PORT}/outbox.txt`,
        E2E_GRAPHQL_SETUP: '1', DEMO_BUSINESS_DAY: '0',
      },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf .e2e-data/${IDLE_PORT} && node scripts/start.mjs --no-build`,
      url: `http://localhost:${IDLE_PORT}/healthz`,
      env: { PORT: String(IDLE_PORT), DATA_DIR: `.e2e-data/${IDLE_PORT}`, NODE_ENV: 'production', SESSION_IDLE_SECONDS: String(IDLE_SECONDS),
        DEMO_BUSINESS_DAY: '0' },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
