import { defineConfig } from '@playwright/test';

const BASE_PORT = Number(process.env.E2E_PORT ?? 4310);
/**
 * Spec files run two at a time, each worker against a server and database of its own (its port is the base port plus
 * the worker's parallel index; Playwright gives a replacement worker the same index), so no spec meets the records or
 * the spent second-factor codes of a spec running beside it. One worker took 30 minutes on the 2-core CI machine.
 */
const WORKERS = 2;
/** This worker's server (in Playwright's main process, the first one's). */
export const PORT = BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** A server whose sessions end after IDLE_SECONDS without a refresh, for the idle-timeout test. */
export const IDLE_PORT = BASE_PORT + 100;
export const IDLE_SECONDS = 4;

/** A built server on a fresh PGlite database of its own, with the test-only settings in `env`. */
const server = (port: number, env: Record<string, string>) => ({
  command: `rm -rf .e2e-data/${port} && node scripts/start.mjs --no-build`,
  url: `http://localhost:${port}/healthz`,
  env: { PORT: String(port), DATA_DIR: `.e2e-data/${port}`, NODE_ENV: 'production', DEMO_BUSINESS_DAY: '0', ...env },
  timeout: 300_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** Real Debian Chromium, never a downloaded browser; the server runs on a fresh PGlite database each run. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: WORKERS,
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
  // persisted operations. The last server ends sessions after a few idle seconds (tests/e2e/security.spec.ts).
  webServer: [
    ...Array.from({ length: WORKERS }, (_, index) => BASE_PORT + index).map((port) => server(port, {
      MAIL_OUTBOX_FILE: `.e2e-data/${port}/outbox.txt`, E2E_GRAPHQL_SETUP: '1',
    })),
    server(IDLE_PORT, { SESSION_IDLE_SECONDS: String(IDLE_SECONDS) }),
  ],
});
