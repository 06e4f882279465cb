// The compiled server (what `npm start` runs) works from build/ alone: started outside the repository on an empty
// PGlite database it migrates, loads the demo data, signs a user in and answers a persisted operation, so the modules
// and every file it reads beside its code (schema, migrations, persisted operations) are in the build.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { HttpSession } from '../tests/support/serverProcess.ts';
import { SERVER_MAIN, buildServerIfStale } from './buildServer.mjs';

const PORT = 4397;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'tourdesk-build-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function untilHealthy(exited: () => boolean, output: () => string) {
  for (const deadline = Date.now() + 150_000; Date.now() < deadline;) {
    if (exited()) throw new Error(`the compiled server exited while starting:\n${output()}`);
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the compiled server did not answer /healthz:\n${output()}`);
}

it('starts from build/ on an empty database, signs in and answers a persisted operation', async () => {
  await buildServerIfStale({ log: () => {} });
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: dataDir,
    env: {
      ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', KEYS_FILE: '', TOURDESK_KEYS: '',
      NODE_ENV: 'production', DEMO_BUSINESS_DAY: '0', STATIC_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    await untilHealthy(() => child.exitCode !== null, () => output);
    expect(output).toContain(`Tourdesk is running at http://localhost:${PORT}`);
    expect(output).toContain('resview@tourdesk.test');

    const session = new HttpSession(base);
    await session.login('resview@tourdesk.test', 'Tourdesk#2026');
    const operations = JSON.parse(readFileSync(SERVER_MAIN.replace(/main\.js$/, 'graphql/persisted-operations.json'), 'utf8'));
    const [guardId] = Object.entries(operations).find(([, text]) => String(text).startsWith('query AccessGuardQuery'))!;
    const idUser = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString()).sub;
    const data = await session.graphql<{ checkAccessToPermission: boolean }>(
      { extensions: { persistedQuery: { version: 1, sha256Hash: guardId } }, variables: { target: '/reservations', idUser } },
    );
    expect(data.checkAccessToPermission).toBe(true);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}, 200_000);
