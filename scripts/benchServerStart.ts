// Cold start and idle memory of the server as `npm start` runs it (JavaScript compiled by scripts/buildServer.mjs)
// next to the same sources run through tsx. Each variant starts RUNS times, in turn, on one database already migrated
// and holding the demo data (PGlite; PostgreSQL too when BENCH_DATABASE_URL is set, a scratch database created and
// dropped): cold start is process start to the first 200 of /healthz, idle memory the
// resident size (RSS) and the JavaScript heap IDLE_MS after that answer, with no request in between. Medians.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchPostgres } from '../server/src/testing/testServer.ts';
import { SERVER_MAIN, buildServerIfStale } from './buildServer.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const IDLE_MS = 5000;
const VARIANTS = { compiled: [SERVER_MAIN], tsx: ['--import', 'tsx', 'server/src/main.ts'] };
type Variant = keyof typeof VARIANTS;

/** Where the server keeps its data: a PGlite folder (which also holds the key file) and, for PostgreSQL, its URL. */
interface Store { dataDir: string; databaseUrl: string }

function start(variant: Variant, store: Store): ChildProcess {
  return spawn(process.execPath, VARIANTS[variant], {
    env: {
      ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl,
      KEYS_FILE: '', TOURDESK_KEYS: '', NODE_ENV: 'production', STATIC_DIR: '/nonexistent',
    },
    stdio: 'ignore',
  });
}

/** Polls /healthz every 10 ms; the first start (migrations and the demo business day) may take minutes. */
async function untilHealthy(server: ChildProcess) {
  for (const deadline = Date.now() + 300_000; Date.now() < deadline;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode} while starting`);
    try {
      if ((await fetch(`${BASE}/healthz`)).status === 200) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('server did not answer /healthz within 5 minutes');
}

async function stop(server: ChildProcess) {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

/** Resident memory of a process in MB (Linux /proc), all of it and its anonymous part (heaps and buffers, not code
 * mapped from files). */
function memoryMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, anonymous: kb('RssAnon') / 1024 };
}

async function measure(variant: Variant, store: Store) {
  const startedAt = performance.now();
  const server = start(variant, store);
  await untilHealthy(server);
  const coldStart = performance.now() - startedAt;
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const memory = memoryMb(server.pid!);
  await stop(server);
  return { coldStart, ...memory };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function benchOn(engine: string, store: Store) {
  // The first start migrates and loads the demo data; the measured ones open that database.
  const first = start('compiled', store);
  await untilHealthy(first);
  await stop(first);
  const runs: Record<Variant, Awaited<ReturnType<typeof measure>>[]> = { compiled: [], tsx: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const variant of Object.keys(VARIANTS) as Variant[]) runs[variant].push(await measure(variant, store));
  }
  console.log(`server start, ${engine} with the demo data (medians of ${RUNS} starts, idle ${IDLE_MS / 1000} s after /healthz):`);
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    const figure = (key: 'coldStart' | 'rss' | 'anonymous') => median(runs[variant].map((run) => run[key]));
    const [coldStart, rss, anonymous] = [figure('coldStart'), figure('rss'), figure('anonymous')].map((n) => n.toFixed(0));
    console.log(`  ${variant.padEnd(9)} cold start to /healthz ${coldStart.padStart(5)} ms   idle RSS ${rss} MB   (anonymous ${anonymous} MB)`);
  }
}

export async function benchServerStart() {
  await buildServerIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'tourdesk-bench-start-'));
  try {
    await benchOn('PGlite', { dataDir: join(dataDir, 'pglite'), databaseUrl: '' });
    if (process.env.BENCH_DATABASE_URL) {
      const scratch = await createScratchPostgres(process.env.BENCH_DATABASE_URL);
      try {
        await benchOn('PostgreSQL', { dataDir: join(dataDir, 'postgres'), databaseUrl: scratch.databaseUrl });
      } finally {
        await scratch.drop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchServerStart();
