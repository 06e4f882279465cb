/**
 * Issue 11, "a scan after the whole suite": representative flows — sign-in, a failed sign-in, token refresh, a card
 * payment with the simulator's approve card, an account activated through its link, a password reset and sign-out —
 * run on a server whose log is captured at the most verbose level; then every text, JSON and binary column of every
 * table (the audit trail included) and every log line are searched for each password, access token, refresh token,
 * link token, the full card number and the CCV. None may appear.
 *
 * The card-only cases (declined, refused by validation, repeated submits) are server/src/resolvers/__tests__/
 * cardDataPrivacy.test.ts; both read the database through the same everyTextValue. Links travel by the mail channel
 * (deliverLink), never the application log.
 */
import { createHash, hkdfSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../server/src/auth/authRoutes.ts';
import { signChallenge, verifyChallenge } from '../server/src/auth/mfaChallenge.ts';
import { mfaKeys } from '../server/src/auth/mfaCrypto.ts';
import { fileKeys, KEY_PURPOSES, newKeyFileContent, writeKeyFile, type Secrets } from '../server/src/auth/secrets.ts';
import { verifyAccessToken } from '../server/src/auth/tokens.ts';
import { setTodayForTests } from '../server/src/domain/calendar.ts';
import { createServer } from '../server/src/server.ts';
import { everyTextValue, openDay, payableProduct, payableReservation } from '../server/src/testing/cashierFixtures.ts';
import { catalogValueId, ouId } from '../server/src/testing/productFixtures.ts';
import { createScratchPostgres, dbKinds, DEMO_PASSWORD, demoEmail, TestClient } from '../server/src/testing/testServer.ts';

const TODAY = '2031-01-05';
const CARD = '4111111111111111';
const CCV = '8264';
const WRONG_PASSWORD = 'Not-The-Password#77';
const ACTIVATION_PASSWORD = 'Activated#Tourdesk-2031';
const RESET_PASSWORD = 'Reset#Tourdesk-2031-B';

describe.each(dbKinds)('no secret in the database or the log (%s)', (kind) => {
  const logs: string[] = [];
  const links: { kind: string; token: string }[] = [];
  let app: Awaited<ReturnType<typeof createServer>>['app'];
  let db: Awaited<ReturnType<typeof createServer>>['db'];
  let drop: (() => Promise<void>) | undefined;
  // As deployed: the keys in a key file (server/src/auth/secrets.ts), none in the database.
  const keysDir = mkdtempSync(join(tmpdir(), 'tourdesk-scan-keys-'));
  let keys: Secrets;

  beforeAll(async () => {
    setTodayForTests(TODAY);
    const scratch = kind === 'postgres' ? await createScratchPostgres() : undefined;
    drop = scratch?.drop;
    writeKeyFile(join(keysDir, 'keys.json'), newKeyFileContent());
    keys = fileKeys(join(keysDir, 'keys.json'));
    ({ app, db } = await createServer({
      databaseUrl: scratch?.databaseUrl,
      keys: { keys },
      logger: { level: 'trace', stream: { write: (line: string) => logs.push(line) } },
      deliverLink: (linkKind, _email, link) => {
        links.push({ kind: linkKind, token: new URL(link, 'http://localhost').searchParams.get('token') ?? '' });
      },
    }));
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    setTodayForTests(null);
    await app?.close();
    await drop?.();
    rmSync(keysDir, { recursive: true, force: true });
  });

  it('finds no password, token, card number or CCV anywhere after the flows', async () => {
    const secrets: string[] = [DEMO_PASSWORD, WRONG_PASSWORD, ACTIVATION_PASSWORD, RESET_PASSWORD];
    const keep = (token: string | undefined) => {
      expect(token, 'a flow handed out no token').toBeTruthy();
      // The whole token and, for a JWT, its signature (the part that proves it).
      secrets.push(token!, ...(token!.split('.').length === 3 ? [token!.split('.')[2]] : []));
    };

    // Sign-in, a failed sign-in, a refresh (rotates the refresh token).
    const admin = new TestClient(app);
    const adminToken = await admin.login(demoEmail('ADMIN'));
    keep(adminToken);
    keep(admin.cookie(REFRESH_COOKIE));
    expect((await admin.post('/auth/login', { name: demoEmail('RESVIEW'), password: WRONG_PASSWORD })).statusCode).toBe(401);
    const refreshed = await admin.post('/auth/refresh');
    expect(refreshed.statusCode).toBe(200);
    const token = refreshed.json<{ accessToken: string }>().accessToken;
    keep(token);
    keep(admin.cookie(REFRESH_COOKIE));

    // A card payment with the simulator's approve card.
    const lim = await ouId(db, 'LIM');
    const idUser = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub as string;
    await openDay(db, lim, idUser);
    const reservation = await payableReservation(db, lim, await payableProduct(db, lim, 'SCAN-1'), ['25.00']);
    const paid = await admin.graphql<{ completeCashierTransaction: { payments: { cardLast4: string }[] } }>(
      `mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) { payments { cardLast4 } } }`,
      { data: { idempotencyKey: 'scan-1', items: [{ idReservationItem: reservation.items[0], amountToPay: '25.00' }],
        payments: [{ method: 'CARD', idCurrency: await catalogValueId(db, 'CURRENCY', 'USD'), amount: '25.00',
          card: { number: CARD, holderName: 'Rosa Mamani', expiry: '12/33', ccv: CCV } }] } },
      token,
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.completeCashierTransaction.payments[0].cardLast4).toBe('1111');

    // An administrator creates an account; its activation link sets the password; a reset sets another.
    const email = 'scan.agent@tourdesk.test';
    expect((await admin.post('/auth/register-user-by-admin', { name: 'Scan Agent', email }, { token })).statusCode).toBe(201);
    keep(links.at(-1)?.token);
    const guest = new TestClient(app);
    expect((await guest.post('/auth/reset-password', { token: links.at(-1)!.token, password: ACTIVATION_PASSWORD })).statusCode).toBe(200);
    expect((await guest.post('/auth/forgot-password', { email })).statusCode).toBe(200);
    keep(links.at(-1)?.token);
    expect((await guest.post('/auth/reset-password', { token: links.at(-1)!.token, password: RESET_PASSWORD })).statusCode).toBe(200);
    const agentToken = await guest.login(email, RESET_PASSWORD);
    keep(agentToken);
    keep(guest.cookie(REFRESH_COOKIE));
    expect((await guest.post('/auth/logout', { accessToken: agentToken })).statusCode).toBe(200);

    const stored = await everyTextValue(db);
    // The dump really holds the flows: the audit trail has the sign-ins and the payment.
    expect(stored.some((v) => v.includes('"SIGN_IN"') || v === 'SIGN_IN')).toBe(true);
    expect(stored.some((v) => v.includes(email))).toBe(true);
    expect(logs.some((line) => line.includes('/auth/login'))).toBe(true);
    for (const secret of secrets) {
      expect(stored.filter((v) => v.includes(secret)), `stored: ${secret.slice(0, 6)}…`).toEqual([]);
      expect(logs.filter((line) => line.includes(secret)), `logged: ${secret.slice(0, 6)}…`).toEqual([]);
    }
    expect(stored.filter((v) => v.replace(/\D/g, '').includes(CARD))).toEqual([]);
    expect(logs.filter((line) => line.replace(/\D/g, '').includes(CARD))).toEqual([]);
    // The CCV is four digits: looked for as a whole value, not inside a timestamp or an id.
    expect(stored.filter((v) => v === CCV || v.includes(`"${CCV}"`))).toEqual([]);
    // A CCV field is a quoted key ("ccv": …); bare letters would also match a random token written to the log.
    expect(logs.filter((line) => line.includes(`"${CCV}"`) || /"(ccv|cvv)"/i.test(line))).toEqual([]);
  }, 120_000);

  it('a database dump holds no key: no row carries key material, and a token signed with any stored value is refused', async () => {
    // Every row of every table, as a dump would have it.
    const tables = await db.query<{ schema: string; table: string }>(
      `select table_schema as schema, table_name as table from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const rows: string[] = [];
    for (const { schema, table } of tables) {
      const found = await db.query<{ row: string }>(`select row_to_json(t)::text as row from "${schema}"."${table}" t`);
      rows.push(...found.map((r) => r.row));
    }
    // The dump holds what an attacker would look for: the authenticator secrets, stored under a named key.
    const signer = keys.keys('mfa').signer;
    expect(rows.some((row) => row.includes(`v2.${signer.id}.`))).toBe(true);
    expect(tables.map((t) => t.table)).not.toContain('app_secret');

    // No key, nor any key derived from one, in any encoding.
    const material: Buffer[] = KEY_PURPOSES.flatMap((purpose) => keys.keys(purpose).all.map((key) => key.material));
    for (const key of keys.keys('mfa').all) {
      for (const info of ['tourdesk totp secret encryption v1', 'tourdesk mfa challenge v1', 'tourdesk mfa recovery codes v1']) {
        material.push(Buffer.from(hkdfSync('sha256', key.material, Buffer.alloc(0), info, 32)));
      }
    }
    for (const key of material) {
      for (const encoded of [key.toString('base64'), key.toString('base64url'), key.toString('hex')]) {
        // A prefix long enough to be no accident (48 bits), so a key cut or wrapped is found too.
        const probe = encoded.slice(0, 12);
        expect(rows.filter((row) => row.toLowerCase().includes(probe.toLowerCase())), `key material ${probe.slice(0, 4)}…`).toEqual([]);
      }
    }

    // Forging: an administrator's token and a second-factor challenge signed with every value the dump holds,
    // as text and decoded from base64 or hex, under the real key id. None passes.
    const admin = new TestClient(app);
    const real = await admin.login(demoEmail('ADMIN'));
    const claims = JSON.parse(Buffer.from(real.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
    const kid = decodeProtectedHeader(real).kid!;
    expect(await verifyAccessToken(keys, real)).not.toBeNull();
    const values = new Set<string>();
    const collect = (value: unknown) => {
      if (typeof value === 'string' || typeof value === 'number') values.add(String(value));
      else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
    };
    for (const row of rows) collect(JSON.parse(row));
    const candidates = new Map<string, Buffer>();
    for (const value of values) {
      const forms = [Buffer.from(value, 'utf8')];
      if (/^[A-Za-z0-9+/_-]{16,}={0,2}$/.test(value)) forms.push(Buffer.from(value, 'base64'));
      if (/^(\\x)?([0-9a-f]{2}){8,}$/i.test(value)) forms.push(Buffer.from(value.replace(/^\\x/, ''), 'hex'));
      for (const form of forms) if (form.length) candidates.set(createHash('sha256').update(form).digest('hex'), form);
    }
    expect(candidates.size).toBeGreaterThan(1000);
    const mfa = mfaKeys(keys);
    const challenge = await signChallenge(mfa, { idUser: String(claims.sub), step: 'CODE' }, 'scan-browser');
    const challengeClaims = JSON.parse(Buffer.from(challenge.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
    const accepted: string[] = [];
    for (const candidate of candidates.values()) {
      const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid }).sign(candidate);
      if (await verifyAccessToken(keys, forged)) accepted.push(`access token: ${candidate.toString('base64').slice(0, 6)}…`);
      const derived = new Uint8Array(hkdfSync('sha256', candidate, Buffer.alloc(0), 'tourdesk mfa challenge v1', 32));
      const forgedChallenge = await new SignJWT(challengeClaims).setProtectedHeader({ alg: 'HS256', kid: mfa.current().id }).sign(derived);
      if (await verifyChallenge(mfa, forgedChallenge, 'scan-browser')) accepted.push(`challenge: ${candidate.toString('base64').slice(0, 6)}…`);
    }
    expect(accepted).toEqual([]);
    // And through the API, the forged token made from the longest stored value is refused.
    const longest = [...values].sort((a, b) => b.length - a.length)[0];
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid }).sign(Buffer.from(longest));
    expect((await admin.graphql('{ viewer { email } }', {}, forged)).status).toBe(401);
    expect((await admin.graphql('{ viewer { email } }', {}, real)).status).toBe(200);
  }, 300_000);
});
