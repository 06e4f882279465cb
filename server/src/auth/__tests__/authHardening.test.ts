/**
 * The attacks of issue 17 on sign-in and accounts, each reproduced against the server: reactivation through an old
 * link, Unicode spellings of a locked address, registration and reset requests that tell or flood, unlimited codes on
 * disableMfa, NUL characters, cacheable answers. Each test failed before its fix.
 */
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { codeOf, ok, signIn } from '../../testing/adminFixtures.ts';
import { DEMO_PASSWORD, TestClient, countRows, createScratchPostgres, dbKinds, demoEmail } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';
import { createServer } from '../../server.ts';
import { createLinkToken, findUserByEmail, normalizeStoredEmails } from '../authStore.ts';
import { enrolWithSecret, verifySecondFactor } from '../mfaStore.ts';
import { mfaKeys } from '../mfaCrypto.ts';
import { memoryKeys } from '../secrets.ts';
import { normalizeEmail } from '../email.ts';
import { TOTP_PERIOD_SECONDS, totpCode } from '../totp.ts';

const UPDATE = 'mutation ($data: UpdateUserInput!) { updateUser(data: $data) { idUser idStatus email } }';
const DELETE = 'mutation ($data: DeleteUserInput!) { deleteUser(data: $data) }';
const CREATE = 'mutation ($data: CreateUserInput!) { createUser(data: $data) { idUser email } }';
const NEW_PASSWORD = 'a-brand-new-secret-2026';

describe.each(dbKinds)('auth hardening, issue 17 (%s)', (kind) => {
  const { server, users: [admin] } = suiteServer(kind, { users: ['ADMIN'] });
  let addresses = 0;

  /** A client from an address of its own, so per-address counts of one test do not spill into another. */
  const guest = () => server.client(`10.17.0.${++addresses}`);
  const userRow = async (email: string) =>
    (await server.db.query<{ idUser: string; idStatus: string; passwordHash: string | null; name: string }>(
      `select id_user as "idUser", id_status as "idStatus", password_hash as "passwordHash", name from app_user where email = $1`,
      [email],
    ))[0];
  const loginStatus = async (email: string, password: string) =>
    (await guest().post('/auth/login', { name: email, password })).statusCode;
  const liveLinks = async (idUser: string) =>
    (await server.db.query<{ n: number }>(
      'select count(*)::int as n from password_reset where id_user = $1 and used_at is null and revoked_at is null', [idUser],
    ))[0].n;

  /** An invited account, activated through its link: ACTIVE, with a password. */
  async function activeAccount(email: string) {
    const invited = await admin.client.post('/auth/register-user-by-admin', { name: 'Target', email }, { token: admin.token });
    expect(invited.statusCode, invited.body).toBe(201);
    const activated = await guest().post('/auth/reset-password', { token: server.links.at(-1)!.token, password: DEMO_PASSWORD });
    expect(activated.statusCode, activated.body).toBe(200);
    return (await userRow(email)).idUser;
  }

  /** A reset link requested the way the person (or whoever took over their mailbox) would. */
  async function resetLink(email: string) {
    const before = server.links.length;
    expect((await guest().post('/auth/forgot-password', { email })).statusCode).toBe(200);
    const [link] = server.links.slice(before);
    expect(link).toMatchObject({ kind: 'reset', email });
    return link.token;
  }

  describe('a deactivated or deleted account cannot reactivate itself', () => {
    it('deactivated (updateUser INACTIVE) after asking for a reset link: the link is refused, the account stays INACTIVE', async () => {
      const email = 'deactivated.after.reset@example.test';
      const idUser = await activeAccount(email);
      const token = await resetLink(email);
      ok(await admin.gql(UPDATE, { data: { idUser, idStatus: 'INACTIVE' } }));

      const reset = await guest().post('/auth/reset-password', { token, password: NEW_PASSWORD });
      expect(reset.statusCode).toBe(400);
      expect(reset.json()).toMatchObject({ code: 'VALIDATION', reason: 'INVALID_LINK', message: 'This reset link is invalid or has expired' });
      expect((await userRow(email)).idStatus).toBe('INACTIVE');
      expect(await loginStatus(email, NEW_PASSWORD)).toBe(401);
      expect(await loginStatus(email, DEMO_PASSWORD)).toBe(401);
    });

    it('deleted (deleteUser disables an account with history): the old link is refused, the account stays INACTIVE', async () => {
      const email = 'deleted.after.reset@example.test';
      const idUser = await activeAccount(email);
      // A sign-in leaves a session row: deleteUser then keeps the row, INACTIVE.
      await guest().login(email);
      const token = await resetLink(email);
      expect(ok(await admin.gql<{ deleteUser: boolean }>(DELETE, { data: { idUser } })).deleteUser).toBe(true);

      const reset = await guest().post('/auth/reset-password', { token, password: NEW_PASSWORD });
      expect(reset.statusCode).toBe(400);
      expect((await userRow(email)).idStatus).toBe('INACTIVE');
      expect(await loginStatus(email, NEW_PASSWORD)).toBe(401);
    });

    it('a reset never changes the status, even for a link nothing revoked (status changed straight in the database)', async () => {
      const email = 'inactive.by.script@example.test';
      const idUser = await activeAccount(email);
      const token = await resetLink(email);
      await server.db.query(`update app_user set id_status = 'INACTIVE' where id_user = $1`, [idUser]);

      const reset = await guest().post('/auth/reset-password', { token, password: NEW_PASSWORD });
      expect(reset.statusCode).toBe(400);
      expect((await userRow(email)).idStatus).toBe('INACTIVE');
      expect(await loginStatus(email, NEW_PASSWORD)).toBe(401);
    });

    it('an activation link is revoked when the pending account is deactivated', async () => {
      const email = 'pending.then.deactivated@example.test';
      const invited = await admin.client.post('/auth/register-user-by-admin', { name: 'Pending', email }, { token: admin.token });
      expect(invited.statusCode).toBe(201);
      const { token } = server.links.at(-1)!;
      const { idUser } = await userRow(email);
      ok(await admin.gql(UPDATE, { data: { idUser, idStatus: 'INACTIVE' } }));

      const activate = await guest().post('/auth/reset-password', { token, password: NEW_PASSWORD });
      expect(activate.statusCode).toBe(400);
      expect(await userRow(email)).toMatchObject({ idStatus: 'INACTIVE', passwordHash: null });
    });

    it('an activation link never activates an account that was activated once and deactivated since', async () => {
      const email = 'activated.once@example.test';
      const idUser = await activeAccount(email);
      ok(await admin.gql(UPDATE, { data: { idUser, idStatus: 'INACTIVE' } }));
      // A link that escaped revocation (e.g. issued by a server of an older release).
      const token = await server.db.transaction((tx) => createLinkToken(tx, idUser, 'ACTIVATE'));

      expect((await guest().post('/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(400);
      expect((await userRow(email)).idStatus).toBe('INACTIVE');
    });

    it('a newer link revokes the older ones; a used link leaves none live', async () => {
      const email = 'two.links@example.test';
      const idUser = await activeAccount(email);
      const first = await resetLink(email);
      const second = await resetLink(email);
      expect(await liveLinks(idUser)).toBe(1);
      expect((await guest().post('/auth/reset-password', { token: first, password: NEW_PASSWORD })).statusCode).toBe(400);
      expect(await loginStatus(email, NEW_PASSWORD)).toBe(401);

      // One more live link issued behind the server's back, as an older release could have left: spent with the other.
      await server.db.query(
        `insert into password_reset (token_hash, id_user, purpose, expires_at) values ('stray', $1, 'RESET', now() + interval '1 hour')`,
        [idUser],
      );
      expect((await guest().post('/auth/reset-password', { token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
      expect(await liveLinks(idUser)).toBe(0);
      expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
    });

    it('changing the e-mail address revokes the links sent to the old one', async () => {
      const email = 'moving.mailbox@example.test';
      const idUser = await activeAccount(email);
      const token = await resetLink(email);
      ok(await admin.gql(UPDATE, { data: { idUser, email: 'new.mailbox@example.test' } }));

      expect((await guest().post('/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(400);
      expect(await loginStatus('new.mailbox@example.test', DEMO_PASSWORD)).toBe(200);
    });
  });

  describe('one normalised e-mail address for storage, look-up, uniqueness and throttling', () => {
    it('a locked account stays locked under any spelling of its address (U+0130, full-width letters)', async () => {
      const email = demoEmail('RESEDIT');
      const attacker = guest();
      for (let i = 0; i < 10; i++) {
        expect((await attacker.post('/auth/login', { name: email, password: `wrong-${i}` })).statusCode).toBe(401);
      }
      expect((await guest().post('/auth/login', { name: email, password: DEMO_PASSWORD })).statusCode).toBe(429);

      // The database's lower('İ') is 'i': this spelling used to find the account under a fresh throttle bucket.
      const dotted = await guest().post('/auth/login', { name: 'resed\u0130t@tourdesk.test', password: DEMO_PASSWORD });
      expect(dotted.statusCode).not.toBe(200);
      // NFKC makes full-width letters the plain ones: the same account, the same (locked) bucket.
      const wide = await guest().post('/auth/login', { name: 'ＲＥＳＥＤＩＴ@tourdesk.test', password: DEMO_PASSWORD });
      expect(wide.statusCode).toBe(429);
      expect(wide.json().code).toBe('THROTTLED');
    });

    it('signs in with a full-width or upper-case spelling of the address (the same account)', async () => {
      expect(await guest().login('ＲＥＳＤＥＬ@TOURDESK.test')).toBeTruthy();
    });

    it('registration and createUser see a spelling of a taken address as taken', async () => {
      const users = await countRows(server.db, 'app_user');
      const register = await guest().post('/auth/register', { name: 'Copy', email: 'ＲＥＳＶＩＥＷ@tourdesk.test', password: NEW_PASSWORD });
      expect(register.statusCode).toBe(201);
      expect(await countRows(server.db, 'app_user')).toBe(users);

      const [entity] = await server.db.query<{ id: string }>(`select id_entity as id from ou where code = 'LIM'`);
      const data = { name: 'Wide', shortName: 'W', code: 'W1', idEntity: entity.id };
      const created = ok(await admin.gql<{ createUser: { email: string } }>(CREATE, { data: { ...data, email: ' Ｗｉｄｅ.Person@Example.test ' } }));
      expect(created.createUser.email).toBe('wide.person@example.test');
      const again = await admin.gql(CREATE, { data: { ...data, code: 'W2', email: 'WIDE.person@example.test' } });
      expect(codeOf(again)).toBe('CONFLICT');
    });
  });

  describe('registration tells nothing and is throttled', () => {
    it('answers an address that has an account exactly as a new one, and leaves that account alone', async () => {
      const before = await userRow(demoEmail('STG'));
      const entities = await countRows(server.db, 'entity');
      const taken = await guest().post('/auth/register', { name: 'Copy', email: demoEmail('STG'), password: NEW_PASSWORD });
      const fresh = await guest().post('/auth/register', { name: 'Fresh', email: 'fresh.agency@example.test', password: NEW_PASSWORD });
      expect(taken.statusCode).toBe(201);
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.json()).toEqual(fresh.json());
      expect(await userRow(demoEmail('STG'))).toEqual(before);
      // Only the fresh registration made its entity.
      expect(await countRows(server.db, 'entity')).toBe(entities + 1);
    });

    it('five registrations per address in 15 minutes, ten per network address, then 429 THROTTLED with Retry-After', async () => {
      const email = 'flood.register@example.test';
      for (let i = 0; i < 5; i++) {
        expect((await guest().post('/auth/register', { name: 'Flood', email, password: NEW_PASSWORD })).statusCode).toBe(201);
      }
      const sixth = await guest().post('/auth/register', { name: 'Flood', email, password: NEW_PASSWORD });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ code: 'THROTTLED', reason: 'THROTTLED', params: { minutes: expect.any(Number) } });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);

      const one = guest();
      for (let i = 0; i < 10; i++) {
        expect((await one.post('/auth/register', { name: 'Spray', email: `spray${i}@example.test`, password: NEW_PASSWORD })).statusCode).toBe(201);
      }
      expect((await one.post('/auth/register', { name: 'Spray', email: 'spray.last@example.test', password: NEW_PASSWORD })).statusCode).toBe(429);
    });
  });

  describe('forgot-password cannot flood a mailbox', () => {
    it('five requests per address in 15 minutes, then 429 THROTTLED with Retry-After and no more links', async () => {
      const email = demoEmail('RESDEL');
      const before = server.links.length;
      for (let i = 0; i < 5; i++) {
        const response = await guest().post('/auth/forgot-password', { email });
        expect(response.json()).toEqual({ sent: true });
      }
      const sixth = await guest().post('/auth/forgot-password', { email: email.toUpperCase() });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ code: 'THROTTLED', reason: 'THROTTLED', params: { minutes: expect.any(Number) } });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      expect(server.links.length - before).toBe(5);
    });

    it('twenty per network address, whatever the e-mail addresses (known or not)', async () => {
      const one = guest();
      for (let i = 0; i < 20; i++) {
        expect((await one.post('/auth/forgot-password', { email: `nobody${i}@example.test` })).statusCode).toBe(200);
      }
      expect((await one.post('/auth/forgot-password', { email: 'nobody.else@example.test' })).statusCode).toBe(429);
    });
  });

  it('disableMfa accepts ten wrong codes in 15 minutes, then refuses even the right one', async () => {
    const email = demoEmail('RESVIEW');
    const user = await signIn(server, 'RESVIEW');
    const started = ok(await user.gql<{ startMfaEnrolment: { secret: string } }>('mutation { startMfaEnrolment { secret } }'));
    const { secret } = started.startMfaEnrolment;
    server.mfaClock.advance(TOTP_PERIOD_SECONDS * 1000);
    ok(await user.gql('mutation ($code: String!) { confirmMfaEnrolment(code: $code) { recoveryCodes } }', {
      code: totpCode(secret, server.mfaClock.now()),
    }));
    server.totpSecrets.set(email, secret);

    const DISABLE = 'mutation ($code: String!) { disableMfa(code: $code) { enrolled } }';
    for (let i = 0; i < 10; i++) {
      const wrong = await user.gql(DISABLE, { code: String(100000 + i) === totpCode(secret, server.mfaClock.now()) ? '999999' : String(100000 + i) });
      expect(codeOf(wrong)).toBe('VALIDATION');
    }
    server.mfaClock.advance(TOTP_PERIOD_SECONDS * 1000);
    const right = await user.gql(DISABLE, { code: totpCode(secret, server.mfaClock.now()) });
    expect(codeOf(right)).toBe('VALIDATION');
    expect(right.errors?.[0].extensions).toMatchObject({ reason: 'THROTTLED' });
    expect((await server.db.query('select 1 from user_mfa where id_user = $1', [user.idUser])).length).toBe(1);
    // Counted under the caller's own network address too, as the sign-in's code step counts it.
    const keys = await server.db.query<{ key: string }>(`select distinct key from auth_throttle where key like 'mfa:i:%'`);
    expect(keys.map((k) => k.key)).toContain('mfa:i:127.0.0.1');
  });

  it('refuses NUL characters in /auth/* bodies with 400 NUL_CHARACTER, not 500', async () => {
    const client = guest();
    for (const [url, body] of [
      ['/auth/login', { name: 'nul\u0000@tourdesk.test', password: 'x' }],
      ['/auth/register', { name: 'Nul\u0000', email: 'nul.register@example.test', password: NEW_PASSWORD }],
      ['/auth/forgot-password', { email: 'nul\u0000@example.test' }],
      ['/auth/reset-password', { token: 'x'.repeat(43), password: `pass\u0000word-long-enough` }],
    ] as const) {
      const response = await client.post(url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: 'VALIDATION', reason: 'NUL_CHARACTER' });
    }
  });

  it('answers every /auth/* request with Cache-Control: no-store, refusals included', async () => {
    const client = guest();
    const answers = [
      await client.request('GET', '/auth/csrf'),
      await client.post('/auth/login', { name: demoEmail('STG'), password: DEMO_PASSWORD }),
      await client.post('/auth/login', { name: demoEmail('STG'), password: 'wrong-password' }),
      await client.post('/auth/login', { name: 'not-an-email', password: 'x' }),
      await guest().request('POST', '/auth/login', { body: { name: demoEmail('STG'), password: 'x' }, csrf: false }),
      await client.post('/auth/refresh'),
      await client.post('/auth/forgot-password', { email: 'nobody.cached@example.test' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 401, 400, 403, 200, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe.each(dbKinds)('stored e-mail addresses are normalised on upgrade (%s)', (kind) => {
  const all = readdirSync(fileURLToPath(new URL('../../../migrations/', import.meta.url))).filter((f) => f.endsWith('.sql')).sort();
  let db: Database;
  let drop: (() => Promise<void>) | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'td-migrations-'));
  beforeAll(async () => {
    if (kind === 'pglite') db = await openPglite();
    else {
      const scratch = await createScratchPostgres();
      db = await openPostgres(scratch.databaseUrl);
      drop = scratch.drop;
    }
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rewrites ASCII addresses in the migration and the others at start, so every spelling finds its account', async () => {
    // The database as the release before this one left it, with addresses stored as they were typed.
    const src = fileURLToPath(new URL('../../../migrations/', import.meta.url));
    for (const file of all.filter((f) => f < '0017')) symlinkSync(join(src, file), join(dir, file));
    await migrate(db, dir);
    const [entity] = await db.query<{ id: string }>(`insert into entity (name, commercial_name) values ('E', 'E') returning id_entity as id`);
    const [ou] = await db.query<{ id: string }>(
      `insert into ou (code, name, short_name, id_entity) values ('T', 'T', 'T', $1) returning id_ou as id`, [entity.id],
    );
    for (const email of ['Mixed.Case@Example.Test', 'JOSÉ@Example.Test', 'ｆｕｌｌ@example.test', 'İpek@example.test']) {
      await db.query(`insert into app_user (id_ou, name, user_name, email) values ($1, 'U', $2, $2)`, [ou.id, email]);
    }
    await migrate(db);
    expect(await normalizeStoredEmails(db)).toEqual([]);
    const stored = (await db.query<{ email: string }>('select email from app_user order by email')).map((r) => r.email);
    expect(stored).toEqual(['full@example.test', 'i\u0307pek@example.test', 'josé@example.test', 'mixed.case@example.test']);
    for (const typed of ['MIXED.case@example.test', 'josé@EXAMPLE.test', 'JOSÉ@example.test', 'FULL@example.test', 'İPEK@example.test']) {
      expect((await findUserByEmail(db, typed))?.email, typed).toBe(normalizeEmail(typed));
    }
    // Unique by the stored form.
    await expect(db.query(`insert into app_user (id_ou, name, user_name, email) values ($1, 'U', 'x', 'full@example.test')`, [ou.id]))
      .rejects.toThrow();
  });
});

describe.runIf(dbKinds.includes('postgres'))('two server processes on one PostgreSQL share the throttles (postgres)', () => {
  let drop: () => Promise<void>;
  let url: string;
  const apps: { close: () => Promise<void> }[] = [];
  const start = async () => {
    const { app } = await createServer({ databaseUrl: url, logger: false, deliverLink: () => {} });
    await app.ready();
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    const scratch = await createScratchPostgres();
    url = scratch.databaseUrl;
    drop = scratch.drop;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop?.();
  });

  it('ten wrong passwords spread over A and B lock the account on both, and on a process started afterwards', async () => {
    const [a, b] = [await start(), await start()];
    const email = demoEmail('STG');
    for (let i = 0; i < 10; i++) {
      const client = new TestClient(i % 2 ? b : a, `10.18.0.${i}`);
      expect((await client.post('/auth/login', { name: email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    for (const app of [a, b, await start()]) {
      const locked = await new TestClient(app, '10.18.1.1').post('/auth/login', { name: email, password: DEMO_PASSWORD });
      expect(locked.statusCode).toBe(429);
    }
  });

  it('accepts a second-factor code once, whichever process sees it first', async () => {
    const [one, two] = [await openPostgres(url), await openPostgres(url)];
    try {
      // Keys of this test alone: the secret is enrolled and checked with them.
      const kit = { keys: mfaKeys(memoryKeys()), now: () => Date.UTC(2026, 5, 1, 12) };
      const [user] = await one.query<{ id: string }>(`select id_user as id from app_user where email = $1`, [demoEmail('RESEDIT')]);
      await enrolWithSecret(one, kit, user.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
      const code = totpCode('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', kit.now());
      const results = await Promise.all([one, two, one, two].map((db) => verifySecondFactor(db, kit, user.id, code)));
      expect(results.filter((r) => r === 'TOTP')).toHaveLength(1);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
