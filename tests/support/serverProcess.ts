/**
 * The real server as a separate process (what `npm start` runs), for the load bench and the crash and load suites:
 * listening on 127.0.0.1 only, on PostgreSQL (a scratch database) or PGlite (a scratch data directory). Every wait is
 * bounded.
 */
import { totpCode } from '../../server/src/auth/totp.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from '../../server/src/server.ts';
import { openDatabase, type Database } from '../../server/src/db/database.ts';
import { createScratchPostgres } from '../../server/src/testing/testServer.ts';

export type Engine = 'pglite' | 'postgres';

const ROOT = resolve(import.meta.dirname, '../..');

/** A scratch database: migrated and seeded with the demo data in this process, then handed to the server process. */
export interface ScratchDatabase {
  engine: Engine;
  /** Server environment that points at it (and at its key file, which every process on it shares). */
  env: Record<string, string>;
  /** The key file of the servers on this database. */
  keysFile: string;
  /** Runs `work` on the database while no server process holds it (PGlite allows one process). */
  use: <T>(work: (db: Database) => Promise<T>) => Promise<T>;
  drop: () => Promise<void>;
}

export async function createScratchDatabase(engine: Engine, baseUrl = process.env.TEST_DATABASE_URL): Promise<ScratchDatabase> {
  const scratch = engine === 'postgres' ? await createScratchPostgres(baseUrl) : undefined;
  const dataDir = engine === 'pglite' ? mkdtempSync(join(tmpdir(), 'tourdesk-faults-')) : undefined;
  const keysDir = mkdtempSync(join(tmpdir(), 'tourdesk-keys-'));
  const keysFile = join(keysDir, 'keys.json');
  const options = scratch ? { databaseUrl: scratch.databaseUrl } : { dataDir };
  // The first opening migrates and loads the demo data, as the server would (creating the key file); later ones only
  // open the database.
  const { app, db } = await createServer({ ...options, keys: { file: keysFile }, logger: false, deliverLink: () => {} });
  await db.exec('analyze');
  await app.close();
  const use = async <T>(work: (db: Database) => Promise<T>) => {
    const db = await openDatabase(options);
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  };
  return {
    engine,
    env: { ...(scratch ? { DATABASE_URL: scratch.databaseUrl } : { DATABASE_URL: '', DATA_DIR: dataDir! }), KEYS_FILE: keysFile, TOURDESK_KEYS: '' },
    keysFile,
    use,
    drop: async () => {
      await scratch?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      rmSync(keysDir, { recursive: true, force: true });
    },
  };
}

/** Server processes still running: killed when this process exits, so a timed-out run leaves none behind. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export interface ServerProcess {
  readonly base: string;
  readonly child: ChildProcess;
  /** Output of the process (stdout and stderr), for failure messages. */
  readonly output: () => string;
  /** SIGKILL: no shutdown hook runs, open transactions die with the connection. */
  kill9: () => Promise<void>;
  /** SIGTERM and wait. */
  stop: () => Promise<void>;
}

/** Starts `server/src/main.ts` (production mode, no SPA) and waits, at most `timeoutMs`, for /healthz. */
export async function startServerProcess(database: ScratchDatabase, port: number, timeoutMs = 60_000): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${port}`;
  // Another server left on the port (a run that timed out) would answer for this one.
  const squatter = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1000) }).then(() => true, () => false);
  if (squatter) throw new Error(`port ${port} is already in use`);
  // SERVER_NODE_FLAGS adds Node flags to the server process (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile a bench).
  const flags = process.env.SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env, ...database.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: process.env.SERVER_NODE_ENV ?? 'production',
      // The crash suite drives the cashier with documents, as the browser tests' set-up does (test-only switch).
      E2E_GRAPHQL_SETUP: '1', DEMO_BUSINESS_DAY: '0',
      STATIC_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  live.add(child);
  void exited.then(() => live.delete(child));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited while starting:\n${output}`);
    try {
      if ((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) })).status === 200) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { base, child, output: () => output, kill9: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** A signed-in HTTP caller of a server process: cookies, the anti-forgery header and the bearer token. */
export class HttpSession {
  private cookies = new Map<string, string>();
  /** The bearer token sent with every request (set by login; a refresh answers a new one). */
  accessToken = '';

  /** `base` may be changed: one browser behind a load balancer reaching another server process. */
  constructor(public base: string) {}

  private get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  /** POSTs JSON; answers the status and the parsed body (undefined when not JSON). */
  async post(path: string, body: unknown, timeoutMs = 10_000): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json', cookie: this.cookieHeader, 'x-csrf-token': this.cookies.get('tourdesk-csrf') ?? '',
        'x-test-setup': '1',
        ...(this.accessToken ? { authorization: `Bearer ${this.accessToken}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    this.remember(response);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch { /* not JSON */ }
    return { status: response.status, body: parsed };
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Fetches a fresh anti-forgery pair (browser binding cookie + readable token). */
  async fetchCsrf() {
    this.remember(await fetch(`${this.base}/auth/csrf`, { headers: { cookie: this.cookieHeader }, signal: AbortSignal.timeout(10_000) }));
  }

  /** Fetches the anti-forgery pair and signs in; a code step is answered from the authenticator secret given. */
  async login(email: string, password: string, totpSecret?: string) {
    await this.fetchCsrf();
    let { status, body } = await this.post('/auth/login', { name: email, password });
    const step = body as { mfa?: string; mfaToken?: string } | undefined;
    if (status === 200 && step?.mfa === 'CODE' && totpSecret) {
      ({ status, body } = await this.post('/auth/mfa/verify', { mfaToken: step.mfaToken, code: totpCode(totpSecret, Date.now()) }));
    }
    if (status !== 200 || !(body as { accessToken?: string }).accessToken) {
      throw new Error(`login ${email} answered ${status}: ${JSON.stringify(body)}`);
    }
    this.accessToken = (body as { accessToken: string }).accessToken;
  }

  /** A GraphQL call; throws on a non-200 answer or GraphQL errors. */
  async graphql<T>(
    request: string | { extensions: unknown; variables: Record<string, unknown> },
    variables: Record<string, unknown> = {},
    timeoutMs?: number,
  ): Promise<T> {
    const payload = typeof request === 'string' ? { query: request, variables } : request;
    const { status, body } = await this.post('/graphql', payload, timeoutMs);
    const result = body as { data?: T; errors?: unknown[] } | undefined;
    if (status !== 200 || !result || result.errors) throw new Error(`GraphQL answered ${status}: ${JSON.stringify(body).slice(0, 500)}`);
    return result.data as T;
  }
}
