// Reports (issue 10): the sales report over 1,000,000 reservation items, generated with set-based SQL in a scratch
// database. A real server process streams it: time to the first row (screen) and the whole run per format, and the
// server's memory sampled every 50 ms while it exports (target: flat, under 200 MB): resident size (RSS) and, from a
// probe inside the process, the live JavaScript heap plus native buffers (what the export itself holds). On
// PostgreSQL when BENCH_DATABASE_URL is set (the scratch database is dropped afterwards); on PGlite it uses 100,000
// items, since the embedded database lives inside the server process and its own pages would be measured with it.
// BENCH_REPORT_ITEMS sets another size (a multiple of 4) for a quicker run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mfaKeys } from '../server/src/auth/mfaCrypto.ts';
import { DEMO_TOTP_SECRET, enrolDemoUsers } from '../server/src/auth/mfaDemo.ts';
import { openKeys } from '../server/src/auth/secrets.ts';
import { totpCode } from '../server/src/auth/totp.ts';
import { openPglite, openPostgres, type Database } from '../server/src/db/database.ts';
import { loadDemoData } from '../server/src/db/demoData.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { createScratchPostgres } from '../server/src/testing/testServer.ts';

const PORT = Number(process.env.BENCH_REPORTS_PORT ?? 4391);
const BASE = `http://127.0.0.1:${PORT}`;
const ITEMS_PER_RESERVATION = 4;
const YEAR = { from: '2025-01-01', to: '2025-12-31' };

async function populate(db: Database, items: number, keysFile: string) {
  const keys = await openKeys(db, { file: keysFile });
  await migrate(db);
  await loadDemoData(db);
  // As the server does when it seeds: the administrator signs in with the demo authenticator.
  await enrolDemoUsers(db, { keys: mfaKeys(keys), now: Date.now });
  const [{ idOu }] = await db.query<{ idOu: string }>(`select id_ou as "idOu" from ou where code = 'LIM'`);
  const reservations = items / ITEMS_PER_RESERVATION;
  // Every sold reservation of a year, spread over the OU's customers and instances, all in USD.
  await db.query(
    `insert into reservation (id_ou, code, reservation_date, id_entity, passenger_count, status, id_currency, amount, pending_amount)
     select $1, 'BENCH-' || n, date '2025-01-01' + (n % 365), c.ids[1 + n % array_length(c.ids, 1)], 1 + n % 4, 'CONFIRMED',
       cur.id, 4 * (100 + n % 50), 4 * (100 + n % 50)
     from generate_series(1, $2::int) n,
       (select array_agg(l.id_entity order by l.id_entity) as ids from entity_ou l where l.id_ou = $1) c,
       (select v.id_general_parameter_value as id from general_parameter_value v join general_parameter g using (id_general_parameter)
        where g.id_ou is null and g.code = 'CURRENCY' and v.code = 'USD') cur`,
    [idOu, reservations],
  );
  await db.query(
    `insert into reservation_item (id_reservation, item_number, id_product_instance, service_date, quantity, status, unit_price, amount, pending_amount)
     select r.id_reservation, k, i.ids[1 + (k + r.passenger_count) % array_length(i.ids, 1)], r.reservation_date + 30, 1, 'CONFIRMED',
       100 + (r.amount / 4 - 100), r.amount / 4, r.amount / 4
     from reservation r cross join generate_series(1, ${ITEMS_PER_RESERVATION}) k,
       (select array_agg(pi.id_product_instance order by pi.id_product_instance) as ids from product_instance pi
        join product p using (id_product) where p.id_ou = $1) i
     where r.id_ou = $1 and r.code like 'BENCH-%'`,
    [idOu],
  );
  await db.exec('analyze');
}

function startServer(env: Record<string, string>): ChildProcess {
  // BENCH_REPORT_SERVER_FLAGS: Node flags for the server (--max-old-space-size=96: the export fits a small heap).
  const flags = (process.env.BENCH_REPORT_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...flags, '--import', 'tsx', '--import', './scripts/benchMemoryProbe.ts', 'server/src/main.ts'], {
    env: { ...process.env, ...env, PORT: String(PORT), NODE_ENV: 'production', STATIC_DIR: '/nonexistent' },
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
}

async function untilUp() {
  for (let i = 0; i < 2400; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).status === 200) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not answer within 120 s');
}

/** Resident memory of a process in MB (Linux /proc). */
const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
};

/**
 * JavaScript heap plus native buffers (zlib, sockets) in MB, asked of the probe: as it stands ('memory', garbage not
 * yet collected included) or after a full collection ('retained', what is really held).
 */
const liveMb = (server: ChildProcess, what: 'memory' | 'retained' = 'memory') => new Promise<number>((resolve) => {
  server.once('message', (usage) => {
    const { heapUsed, external } = usage as NodeJS.MemoryUsage;
    resolve((heapUsed + external) / 1_048_576);
  });
  server.send(what);
});

async function signIn() {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
  };
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  remember(await fetch(`${BASE}/auth/csrf`));
  const login = await fetch(`${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie(), 'x-csrf-token': cookies.get('tourdesk-csrf') ?? '' },
    body: JSON.stringify({ name: 'admin@tourdesk.test', password: 'Tourdesk#2026' }),
  });
  remember(login);
  let answer = (await login.json()) as { accessToken?: string; mfaToken?: string };
  if (answer.mfaToken) {
    const verified = await fetch(`${BASE}/auth/mfa/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie(), 'x-csrf-token': cookies.get('tourdesk-csrf') ?? '' },
      body: JSON.stringify({ mfaToken: answer.mfaToken, code: totpCode(DEMO_TOTP_SECRET, Date.now()) }),
    });
    remember(verified);
    answer = (await verified.json()) as { accessToken?: string };
  }
  const { accessToken } = answer;
  if (!accessToken) throw new Error('sign-in failed');
  return { 'content-type': 'application/json', cookie: cookie(), 'x-csrf-token': cookies.get('tourdesk-csrf') ?? '', authorization: `Bearer ${accessToken}` };
}

async function run(headers: Record<string, string>, server: ChildProcess, format: 'screen' | 'csv' | 'xlsx') {
  const pid = server.pid!;
  const retainedBefore = await liveMb(server, 'retained');
  const baseline = rssMb(pid);
  const liveBaseline = await liveMb(server);
  let peak = baseline;
  let livePeak = liveBaseline;
  // One question to the probe at a time: its answers are matched to questions by order.
  let sample: Promise<void> | undefined;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
    sample ??= liveMb(server).then((mb) => {
      livePeak = Math.max(livePeak, mb);
      sample = undefined;
    });
  }, 50);
  const started = performance.now();
  let firstRow = Number.NaN;
  let bytes = 0;
  try {
    const response = await fetch(`${BASE}/api/reports/salesByPeriod`, {
      method: 'POST', headers, body: JSON.stringify({ params: YEAR, format, locale: 'en' }),
    });
    if (response.status !== 200) throw new Error(`${format}: ${response.status} ${await response.text()}`);
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      // The first row: a 'rows' line on screen, the second line of a CSV, the first bytes of an XLSX.
      if (Number.isNaN(firstRow)) {
        const text = format === 'xlsx' ? '' : decoder.decode(chunk, { stream: true });
        if (format === 'xlsx' || (format === 'screen' ? text.includes('"type":"rows"') : text.split('\n').length > 2)) {
          firstRow = performance.now() - started;
        }
      }
    }
  } finally {
    clearInterval(sampler);
  }
  const total = performance.now() - started;
  await sample;
  const retainedAfter = await liveMb(server, 'retained');
  console.log(`  ${format.padEnd(6)} first row ${firstRow.toFixed(0).padStart(6)} ms, total ${(total / 1000).toFixed(2).padStart(6)} s, `
    + `${(bytes / 1_048_576).toFixed(1)} MB sent, server RSS ${baseline.toFixed(0)} -> peak ${peak.toFixed(0)} MB, `
    + `heap + buffers ${liveBaseline.toFixed(0)} -> peak ${livePeak.toFixed(0)} MB (after a full GC ${retainedBefore.toFixed(0)} `
    + `before, ${retainedAfter.toFixed(0)} after)`);
}

export async function benchReports() {
  const url = process.env.BENCH_DATABASE_URL;
  const scratch = url ? await createScratchPostgres(url) : undefined;
  const dataDir = scratch ? undefined : mkdtempSync(join(tmpdir(), 'tourdesk-bench-reports-'));
  // The server process signs with the keys the demo authenticator was enrolled under.
  const keysDir = mkdtempSync(join(tmpdir(), 'tourdesk-bench-keys-'));
  const keysFile = join(keysDir, 'keys.json');
  const items = Number(process.env.BENCH_REPORT_ITEMS ?? (scratch ? 1_000_000 : 100_000));
  if (!Number.isInteger(items / ITEMS_PER_RESERVATION) || items <= 0) {
    throw new Error(`BENCH_REPORT_ITEMS: a positive multiple of ${ITEMS_PER_RESERVATION}`);
  }
  let server: ChildProcess | undefined;
  try {
    const db = scratch ? await openPostgres(scratch.databaseUrl) : await openPglite(dataDir);
    const generating = performance.now();
    await populate(db, items, keysFile);
    await db.close();
    console.log(`Reports: sales by period over ${items.toLocaleString('en')} reservation items on ${scratch ? 'PostgreSQL' : 'PGlite'} `
      + `(generated in ${((performance.now() - generating) / 1000).toFixed(1)} s; the screen shows the first 5,000 rows)`);
    server = startServer({ ...(scratch ? { DATABASE_URL: scratch.databaseUrl } : { DATABASE_URL: '', DATA_DIR: dataDir! }), KEYS_FILE: keysFile, TOURDESK_KEYS: '' });
    await untilUp();
    const headers = await signIn();
    for (const format of ['screen', 'csv', 'xlsx'] as const) await run(headers, server, format);
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    rmSync(keysDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReports();
