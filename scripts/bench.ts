// `npm run bench`: cold start to first 200 on PGlite (the compiled server `npm start` runs), then login and authorized
// GraphQL latency (p50/p95) over 2,000 requests each at concurrency 16, then cold start and idle memory of the compiled
// server next to the sources run through tsx (benchServerStart.ts), then entity search over 100,000 entities
// (benchEntitySearch.ts), the availability grid over 1,000 products with a year of inventory (benchAvailability.ts),
// the rate search over 1,000 products x 12 months of rates (benchRates.ts), the reservation list over 100,000
// reservations and confirmations under contention (benchReservations.ts), completed cashier transactions per second
// under 8 concurrent cashiers (benchCashier.ts), the screens' read mix at 200 requests/s for 60 s against the server
// process on PostgreSQL and PGlite (benchLoad.ts), what the audit trigger adds to a write and a History page over
// 200,000 entries (benchAudit.ts), the sales report streamed over 1,000,000 reservation items with the server's memory
// (benchReports.ts), a 30-day itinerary and a 500-line invoice rendered to PDF with the memory they take
// (benchDocuments.ts), all on PostgreSQL when BENCH_DATABASE_URL is set, and last Lighthouse on the built web app
// (benchWeb.ts: sign-in, /reservations, /cashier-transaction, desktop and mobile), then opening a reservation from the
// list and a cold deep link to one (benchNavigation.ts), and the repeated code the workplace's duplicates tool finds
// in src/features (benchDuplicates.ts). Only loopback traffic; every loop is bounded.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchAudit } from './benchAudit.ts';
import { benchAvailability } from './benchAvailability.ts';
import { benchCashier } from './benchCashier.ts';
import { benchDocuments } from './benchDocuments.ts';
import { benchDuplicates } from './benchDuplicates.ts';
import { benchEntitySearch } from './benchEntitySearch.ts';
import { benchLoad } from './benchLoad.ts';
import { benchHome } from './benchHome.ts';
import { benchGraphQLLimits } from './benchGraphQLLimits.ts';
import { loadPersistedOperations } from '../server/src/graphql/hardening.ts';
import { benchRates } from './benchRates.ts';
import { benchReports } from './benchReports.ts';
import { benchReservations } from './benchReservations.ts';
import { benchServerStart } from './benchServerStart.ts';
import { SERVER_MAIN, buildServerIfStale } from './buildServer.mjs';
import { benchNavigation } from './benchNavigation.ts';
import { benchWeb } from './benchWeb.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const REQUESTS = 2000;
const CONCURRENCY = 16;

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, [SERVER_MAIN], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', STATIC_DIR: '/nonexistent' },
    stdio: 'ignore',
  });
}

async function untilFirst200(startedAt: number): Promise<number> {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).status === 200) return performance.now() - startedAt;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('server did not answer within 30 s');
}

async function stop(server: ChildProcess) {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

class Session {
  cookies = new Map<string, string>();
  accessToken = '';
  get cookieHeader() { return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '); }
  remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  async csrf() {
    this.remember(await fetch(`${BASE}/auth/csrf`, { headers: { cookie: this.cookieHeader } }));
  }
  async post(path: string, body: unknown) {
    const response = await fetch(`${BASE}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json', cookie: this.cookieHeader, 'x-csrf-token': this.cookies.get('tourdesk-csrf') ?? '',
        ...(this.accessToken ? { authorization: `Bearer ${this.accessToken}` } : {}),
      },
      body: JSON.stringify(body),
    });
    this.remember(response);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }
}

async function measure(label: string, run: (i: number) => Promise<void>) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const t0 = performance.now();
        await run(i);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(`${label.padEnd(34)} p50 ${pct(50)} ms   p95 ${pct(95)} ms   ${(REQUESTS / seconds).toFixed(0)} req/s   (${REQUESTS} requests, concurrency ${CONCURRENCY})`);
}

await buildServerIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'tourdesk-bench-'));
try {
  let t0 = performance.now();
  let server = startServer(dataDir);
  console.log(`cold start to first 200 (PGlite, empty: migrate + demo data)  ${(await untilFirst200(t0)).toFixed(0)} ms`);
  await stop(server);
  t0 = performance.now();
  server = startServer(dataDir);
  console.log(`cold start to first 200 (PGlite, existing data)               ${(await untilFirst200(t0)).toFixed(0)} ms`);

  const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    const s = new Session();
    await s.csrf();
    return s;
  }));
  // RESVIEW signs in with the password alone: a two-step user's code is accepted once per 30-second step, so it
  // cannot be repeated hundreds of times (the argon2 check, the cost measured here, is the same).
  await measure('POST /auth/login', async (i) => {
    const s = sessions[i % CONCURRENCY];
    const { accessToken } = (await s.post('/auth/login', { name: 'resview@tourdesk.test', password: 'Tourdesk#2026' })) as { accessToken: string };
    s.accessToken = accessToken;
  });
  // The production server runs only persisted operations: the route guard's own access check, sent by its id.
  const [guardId] = [...loadPersistedOperations()].find(([, text]) => text.startsWith('query AccessGuardQuery'))!;
  const query = { extensions: { persistedQuery: { version: 1, sha256Hash: guardId } } };
  await measure('authorized GraphQL query', async (i) => {
    const s = sessions[i % CONCURRENCY];
    const idUser = JSON.parse(Buffer.from(s.accessToken.split('.')[1], 'base64url').toString()).sub;
    const result = (await s.post('/graphql', { ...query, variables: { target: '/reservations/1', idUser } })) as { errors?: unknown };
    if (result.errors) throw new Error(JSON.stringify(result.errors));
  });
  await stop(server);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

await benchServerStart();
benchGraphQLLimits();
await benchEntitySearch();
await benchRates();
await benchAvailability();
await benchReservations();
await benchCashier();
await benchLoad();
await benchHome();
await benchAudit();
await benchReports();
await benchDocuments();
await benchWeb();
await benchNavigation();
benchDuplicates();
