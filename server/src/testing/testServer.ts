import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { AppOptions } from '../app.ts';
import { BROWSER_COOKIE, CSRF_COOKIE, CSRF_HEADER } from '../auth/authRoutes.ts';
import { mfaKeys } from '../auth/mfaCrypto.ts';
import { DEMO_TOTP_SECRET, enrolDemoUsers } from '../auth/mfaDemo.ts';
import { ROLE_CODES } from '../auth/permissionCatalog.ts';
import { TOTP_PERIOD_SECONDS, timeStep, totpCode } from '../auth/totp.ts';
import type { Database } from '../db/database.ts';
import { memoryKeys, type Secrets } from '../auth/secrets.ts';
import { DEMO_CUSCO_ADMIN_EMAIL, DEMO_PASSWORD, demoEmail } from '../db/demoData.ts';
import { createServer } from '../server.ts';
import { createSeededPostgres, openSeededPglite, snapshotRun, type SnapshotRun } from './seedSnapshots.ts';

/**
 * Test harness: a real server (fastify app + database + demo data) driven through `app.inject`, on PGlite in memory
 * or on a fresh PostgreSQL database created for the test and dropped afterwards.
 */

export type DbKind = 'pglite' | 'postgres';

/** Every suite runs on PGlite, and also on PostgreSQL when TEST_DATABASE_URL points at a server. */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

interface DeliveredLink {
  kind: 'reset' | 'activate';
  email: string;
  link: string;
  /** The token query parameter of the link. */
  token: string;
}

type TestApp = Awaited<ReturnType<typeof createServer>>['app'];

export interface TestServer {
  kind: DbKind;
  app: TestApp;
  db: Database;
  /** Reset and activation links the server handed out, oldest first. */
  links: DeliveredLink[];
  /** A new cookie-keeping client of this server. */
  client: (remoteAddress?: string) => TestClient;
  /** The clock the server checks second-factor codes against; every code sign-in of a TestClient moves it a step. */
  mfaClock: ManualClock;
  /** Authenticator secrets by e-mail (lower case) that clients answer the code step with; the demo users' to start. */
  totpSecrets: Map<string, string>;
  /** The server's keys: in memory, never in a file or the database. */
  keys: Secrets;
  close: () => Promise<void>;
}

/**
 * Creates a database for one test server and returns its URL and how to drop it: empty, or with `seeded`, a copy of
 * the run's migrated demo data (seedSnapshots.ts).
 */
export async function createScratchPostgres(
  baseUrl = process.env.TEST_DATABASE_URL, seeded?: { run: SnapshotRun; businessDay: boolean },
) {
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `td_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  if (seeded) await createSeededPostgres(seeded.run, baseUrl, name, seeded.businessDay);
  else await admin(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    databaseUrl: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

export async function createTestServer(
  kind: DbKind,
  options: {
    seed?: boolean; demoBusinessDay?: boolean; /** Receives the server's log lines (off by default). */ logStream?: { write: (line: string) => void };
    /** The server's keys (fresh ones in memory by default). */ keys?: Secrets;
  } & Pick<
    AppOptions, 'sessionPolicy' | 'persistedOperationsOnly' | 'allowTestSetupDocuments' | 'persistedOperations' | 'development' | 'staticDir'
    | 'smtpUrl'
  > = {},
): Promise<TestServer> {
  // The demo data comes copied from the run's snapshot when there is one (seedSnapshots.ts).
  const run = options.seed === false ? undefined : snapshotRun();
  const seeded = run && { run, businessDay: Boolean(options.demoBusinessDay) };
  const scratch = kind === 'postgres' ? await createScratchPostgres(undefined, seeded) : undefined;
  const links: DeliveredLink[] = [];
  const { logStream, keys = memoryKeys(), ...appOptions } = options;
  const mfaClock = new ManualClock(Date.now());
  const totpSecrets = demoTotpSecrets();
  let snapshotDb: Database | undefined;
  try {
    if (seeded && kind === 'pglite') snapshotDb = await openSeededPglite(seeded.run, seeded.businessDay);
    const { app, db } = await createServer({
      // No databaseUrl and no dataDir: PGlite in memory.
      databaseUrl: scratch?.databaseUrl,
      db: snapshotDb,
      ...appOptions,
      keys: { keys },
      logger: logStream ? { stream: logStream } : false,
      mfaClock: mfaClock.now,
      deliverLink: (linkKind, email, link) => {
        const token = new URL(link, 'http://localhost').searchParams.get('token') ?? '';
        links.push({ kind: linkKind, email, link, token });
      },
    });
    // What createServer does after seeding a database it finds empty: the copy came seeded, so it did not.
    if (seeded) await enrolDemoUsers(db, { keys: mfaKeys(keys), now: Date.now });
    await app.ready();
    let closed = false;
    return {
      kind,
      app,
      db,
      links,
      client: (remoteAddress) => new TestClient(app, remoteAddress, { clock: mfaClock, secrets: totpSecrets }),
      mfaClock,
      totpSecrets,
      keys,
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await app.close();
        } finally {
          await snapshotDb?.close();
          await scratch?.drop();
        }
      },
    };
  } catch (error) {
    await snapshotDb?.close();
    await scratch?.drop();
    throw error;
  }
}

/** A clock tests move by hand (second-factor codes are checked against it). */
class ManualClock {
  constructor(private time: number) {}
  now = () => this.time;
  advance(ms: number) {
    this.time += ms;
  }
}

const demoTotpSecrets = () => new Map([...ROLE_CODES.map(demoEmail), DEMO_CUSCO_ADMIN_EMAIL].map((email) => [email, DEMO_TOTP_SECRET]));

/** Where a client gets the codes its sign-ins need. */
interface TestMfa {
  /** The server's code clock, when the test owns it; otherwise the real time. */
  clock?: ManualClock;
  secrets: Map<string, string>;
}

/** Time steps already spent per server and e-mail, for servers that check codes against the real time. */
const spentSteps = new WeakMap<object, Map<string, number>>();
const codeQueues = new WeakMap<object, Promise<unknown>>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface StoredCookie {
  value: string;
  path: string;
  httpOnly: boolean;
}

interface RequestOptions {
  /** JSON body; a string is sent as is. Omit for a request without a body (no content-type). */
  body?: unknown;
  /** Bearer access token. */
  token?: string;
  headers?: Record<string, string>;
  /** Send the anti-forgery header copied from the cookie (default true). */
  csrf?: boolean;
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: string[] }[];
  response: LightMyRequestResponse;
}

/**
 * A browser stand-in: keeps a cookie jar across `inject` calls (honouring cookie paths and deletions) and performs the
 * anti-forgery dance (GET /auth/csrf, then copy the readable cookie into the x-csrf-token header on every POST).
 */
export class TestClient {
  readonly cookies = new Map<string, StoredCookie>();

  constructor(
    readonly app: TestApp,
    readonly remoteAddress?: string,
    readonly mfa: TestMfa = { secrets: demoTotpSecrets() },
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  cookieInfo(name: string): StoredCookie | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string, path = '/') {
    this.cookies.set(name, { value, path, httpOnly: false });
  }

  async request(method: 'GET' | 'POST', url: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = {};
    const pathname = url.split('?')[0];
    const cookieHeader = [...this.cookies]
      .filter(([, c]) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    if (cookieHeader) headers.cookie = cookieHeader;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const csrf = this.cookie(CSRF_COOKIE);
    if (method === 'POST' && options.csrf !== false && csrf) headers[CSRF_HEADER] = csrf;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const inject: InjectOptions = {
      method,
      url,
      headers: { ...headers, ...options.headers },
      ...(options.body !== undefined
        ? { payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
        : {}),
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
    };
    const response = await this.app.inject(inject);
    this.remember(response);
    return response;
  }

  private remember(response: LightMyRequestResponse) {
    for (const c of response.cookies as {
      name: string; value: string; path?: string; httpOnly?: boolean; maxAge?: number; expires?: Date;
    }[]) {
      const expired = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, { value: c.value, path: c.path ?? '/', httpOnly: Boolean(c.httpOnly) });
    }
  }

  /** Fetches a fresh anti-forgery pair (browser binding + readable token). */
  async fetchCsrf() {
    const response = await this.request('GET', '/auth/csrf');
    if (response.statusCode !== 200 || !this.cookie(CSRF_COOKIE) || !this.cookie(BROWSER_COOKIE)) {
      throw new Error(`GET /auth/csrf failed: ${response.statusCode} ${response.body}`);
    }
    return this.cookie(CSRF_COOKIE)!;
  }

  /** POST with the anti-forgery header; fetches the pair first when the jar has none. */
  async post(url: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}) {
    if (options.csrf !== false && !this.cookie(CSRF_COOKIE)) await this.fetchCsrf();
    return this.request('POST', url, { ...options, body });
  }

  /**
   * Signs in and returns the access token; throws when the server refuses. A code step (multi-factor) is answered
   * with a fresh code from the e-mail's known authenticator secret (the demo users' by default).
   */
  async login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const response = await this.passSecondStep(await this.post('/auth/login', { name: email, password }), email);
    if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
    return response.json<{ accessToken: string }>().accessToken;
  }

  /**
   * Given the answer of POST /auth/login, completes the second step (multi-factor): a code from the e-mail's known
   * authenticator secret, or a set-up when the role requires one the user lacks. Returns the answer that carries the
   * tokens; any other answer is returned as is.
   */
  async passSecondStep(response: LightMyRequestResponse, email: string): Promise<LightMyRequestResponse> {
    if (response.statusCode !== 200) return response;
    const answer = response.json<{ mfa?: 'CODE' | 'ENROL'; mfaToken?: string }>();
    if (!answer.mfa) return response;
    if (answer.mfa === 'ENROL') {
      // A user a test made with a role that requires it (e.g. another OU's ADMIN): set up an authenticator as the
      // browser would, and remember its secret for the next sign-ins.
      const started = await this.post('/auth/mfa/enrol/start', { mfaToken: answer.mfaToken });
      if (started.statusCode !== 200) return started;
      const { secret } = started.json<{ secret: string }>();
      this.mfa.secrets.set(email.toLowerCase(), secret);
      return this.oneCodeAtATime(async () =>
        this.post('/auth/mfa/enrol/confirm', { mfaToken: answer.mfaToken, code: await this.freshCode(email, secret) }));
    }
    const secret = this.mfa.secrets.get(email.toLowerCase());
    if (!secret) throw new Error(`login ${email} needs a code and its secret is unknown: ${response.body}`);
    return this.oneCodeAtATime(async () =>
      this.post('/auth/mfa/verify', { mfaToken: answer.mfaToken, code: await this.freshCode(email, secret) }));
  }

  /**
   * Simultaneous sign-ins (Promise.all of logins) answer their codes one after the other: the server accepts only a
   * later step than the last, so a code computed first but checked second would be refused.
   */
  private oneCodeAtATime<T>(run: () => Promise<T>): Promise<T> {
    const previous = codeQueues.get(this.app) ?? Promise.resolve();
    const next = previous.then(run, run);
    codeQueues.set(this.app, next.catch(() => undefined));
    return next;
  }

  /** A code for a time step not used before (the server never accepts one twice). */
  async freshCode(email: string, secret: string): Promise<string> {
    const { clock } = this.mfa;
    if (clock) {
      clock.advance(TOTP_PERIOD_SECONDS * 1000);
      return totpCode(secret, clock.now());
    }
    // The real time: the server accepts the previous, current and next step; past those, wait for time to move.
    const spent = spentSteps.get(this.app) ?? new Map<string, number>();
    spentSteps.set(this.app, spent);
    const key = email.toLowerCase();
    const step = Math.max(timeStep(Date.now()) - 1, (spent.get(key) ?? -Infinity) + 1);
    spent.set(key, step);
    const wait = (step - 1) * TOTP_PERIOD_SECONDS * 1000 - Date.now();
    if (wait > 0) await sleep(wait + 50);
    return totpCode(secret, step * TOTP_PERIOD_SECONDS * 1000);
  }

  /** Signs in a demo user by role code (e.g. 'RESADM'). */
  loginAs(role: string) {
    return this.login(demoEmail(role));
  }

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<GraphQLResponse<T>> {
    const response = await this.post('/graphql', { query, variables }, { token });
    let parsed: Omit<GraphQLResponse<T>, 'status' | 'response'> = {};
    try {
      parsed = response.json();
    } catch {
      // Not JSON: leave data and errors undefined; the status tells.
    }
    return { status: response.statusCode, data: parsed.data, errors: parsed.errors, response };
  }
}

/** Counts rows of a table (for "changes nothing" assertions). */
export async function countRows(db: Database, table: string): Promise<number> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`bad table name ${table}`);
  const [{ count }] = await db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return count;
}

export { DEMO_PASSWORD, demoEmail };
