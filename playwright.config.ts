import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);

/** Real Debian Chromium, never a downloaded browser; the server runs on a fresh PGlite database each run. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  webServer: {
    command: `rm -rf .e2e-data/${PORT} && node scripts/start.mjs --no-build`,
    url: `http://localhost:${PORT}/healthz`,
    env: { PORT: String(PORT), DATA_DIR: `.e2e-data/${PORT}`, NODE_ENV: 'production', MAIL_OUTBOX_FILE: `.e2e-data/${PORT}/outbox.txt` },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
