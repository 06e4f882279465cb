/**
 * Issue 17, "replicas share one truth": two server processes on one PostgreSQL database with one key file, as behind a
 * load balancer. A browser signed in on A calls and refreshes on B; wrong passwords spread over both lock the account
 * on both; a payment whose answer A never gave (SIGKILL) is retried on B with the same idempotency key and completes
 * once; a key rotation written to the shared key file is seen by both, and tokens of the old key keep working.
 *
 * PostgreSQL only: the embedded PGlite is one process's database by nature.
 */
import { randomUUID } from 'node:crypto';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../server/src/auth/mfaDemo.ts';
import { totpCode } from '../server/src/auth/totp.ts';
import { KEY_FILE_RECHECK_MS, rotateKeyFile } from '../server/src/auth/secrets.ts';
import { DEMO_PASSWORD, demoEmail } from '../server/src/db/demoData.ts';
import { openDay, payableProduct, payableReservation } from '../server/src/testing/cashierFixtures.ts';
import { catalogValueId, ouId } from '../server/src/testing/productFixtures.ts';
import { cashierViolations } from './support/cashierInvariants.ts';
import { HttpSession, createScratchDatabase, startServerProcess, type ScratchDatabase, type ServerProcess } from './support/serverProcess.ts';

const PORTS = { a: 4618, b: 4619 };
const WRONG_PASSWORD = 'Not-The-Password#17';
const VIEWER = '{ viewer { email } }';
const COMPLETE = `mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) {
  idCashierTransaction payments { idPayment method amount } } }`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const kidOf = (token: string) => decodeProtectedHeader(token).kid;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database (needs TEST_DATABASE_URL)', () => {
  let database: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let usd: string;
  /** Unpaid reservation items ('100.00' each), one per payment round. */
  const items: string[] = [];
  /** The administrator's browser: signed in on A, then sent wherever the balancer likes. */
  let browser: HttpSession;

  beforeAll(async () => {
    database = await createScratchDatabase('postgres');
    await database.use(async (db) => {
      const lim = await ouId(db, 'LIM');
      usd = await catalogValueId(db, 'CURRENCY', 'USD');
      const [{ id: admin }] = await db.query<{ id: string }>('select id_user as id from app_user where email = $1', [demoEmail('ADMIN')]);
      await openDay(db, lim, admin);
      const instance = await payableProduct(db, lim, 'REPLICA', 10);
      for (let n = 0; n < 3; n++) items.push((await payableReservation(db, lim, instance, ['100.00'])).items[0]);
    });
    [a, b] = await Promise.all([startServerProcess(database, PORTS.a), startServerProcess(database, PORTS.b)]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  const viewerOn = async (server: ServerProcess, token: string) => {
    const session = new HttpSession(server.base);
    await session.fetchCsrf();
    session.accessToken = token;
    return session.post('/graphql', { query: VIEWER });
  };

  it('signs in on A, then calls and refreshes on B', async () => {
    browser = new HttpSession(a.base);
    await browser.login(demoEmail('ADMIN'), DEMO_PASSWORD, DEMO_TOTP_SECRET);
    browser.base = b.base;
    expect(await browser.graphql<{ viewer: { email: string } }>(VIEWER)).toEqual({ viewer: { email: demoEmail('ADMIN') } });
    const refreshToken = browser.cookie('tourdesk-refresh');
    const refreshed = await browser.post('/auth/refresh', {});
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    // B rotated the refresh token A had issued.
    expect(browser.cookie('tourdesk-refresh')).not.toBe(refreshToken);
    browser.accessToken = (refreshed.body as { accessToken: string }).accessToken;
    // The token B made opens A.
    browser.base = a.base;
    expect(await browser.graphql<{ viewer: { email: string } }>(VIEWER)).toEqual({ viewer: { email: demoEmail('ADMIN') } });
  }, 60_000);

  it('locks an account on both after ten wrong passwords spread over A and B', async () => {
    // RESVIEW signs in with the password alone.
    const email = demoEmail('RESVIEW');
    const guesser = new HttpSession(a.base);
    await guesser.fetchCsrf();
    for (let n = 0; n < 10; n++) {
      guesser.base = n % 2 ? b.base : a.base;
      expect((await guesser.post('/auth/login', { name: email, password: WRONG_PASSWORD })).status).toBe(401);
    }
    for (const server of [a, b]) {
      guesser.base = server.base;
      const right = await guesser.post('/auth/login', { name: email, password: DEMO_PASSWORD });
      expect(right.status, `the right password on ${server === a ? 'A' : 'B'}`).toBe(429);
    }
  }, 60_000);

  it('completes once a payment sent to A, killed before answering, and retried with the same key on B', async () => {
    // Each round kills A at another moment: before, during or after its work on the payment.
    for (const [round, delay] of [0, 40, 250].entries()) {
      const key = randomUUID();
      const data = {
        idempotencyKey: key, items: [{ idReservationItem: items[round], amountToPay: '100.00' }],
        payments: [
          { method: 'CARD', idCurrency: usd, amount: '60.00', card: { number: '4111111111111111', holderName: 'Ana Quispe', expiry: '12/33', ccv: '123' } },
          { method: 'CASH', idCurrency: usd, amount: '40.00' },
        ],
      };
      browser.base = a.base;
      const onA = browser.post('/graphql', { query: COMPLETE, variables: { data } }, 15_000).catch(() => undefined);
      await sleep(delay);
      await a.kill9();
      const answerOfA = await onA;

      browser.base = b.base;
      const retried = await browser.post('/graphql', { query: COMPLETE, variables: { data } }, 15_000);
      const result = retried.body as { data?: { completeCashierTransaction: { idCashierTransaction: string } }; errors?: unknown[] };
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      const id = result.data!.completeCashierTransaction.idCashierTransaction;
      // A that did answer before dying answered the same transaction.
      const fromA = (answerOfA?.body as typeof result | undefined)?.data?.completeCashierTransaction?.idCashierTransaction;
      if (fromA) expect(fromA).toBe(id);
      // And once more on B: still the one transaction.
      const again = await browser.post('/graphql', { query: COMPLETE, variables: { data } }, 15_000);
      expect((again.body as typeof result).data?.completeCashierTransaction.idCashierTransaction).toBe(id);

      await database.use(async (db) => {
        const rows = await db.query<{ id: string }>('select id_cashier_transaction::text as id from cashier_transaction where idempotency_key = $1', [key]);
        expect(rows).toEqual([{ id }]);
        const [item] = await db.query<{ pending: string }>('select pending_amount as pending from reservation_item where id_reservation_item = $1', [items[round]]);
        expect(item.pending).toBe('0.00');
        const payments = await db.query<{ method: string }>('select method from payment where id_cashier_transaction = $1 order by method', [id]);
        expect(payments.map((p) => p.method)).toEqual(['CARD', 'CASH']);
        expect(await cashierViolations(db)).toEqual([]);
      });
      a = await startServerProcess(database, PORTS.a);
    }
  }, 180_000);

  it('sees a key rotation on both: the new key signs, tokens of the old one keep working', async () => {
    const oldToken = browser.accessToken;
    const oldKid = kidOf(oldToken);
    const oldCsrf = browser.cookie('tourdesk-csrf')!;
    expect(oldCsrf.startsWith(`v2.${oldKid}.`)).toBe(true);

    const newKid = rotateKeyFile(database.keysFile);
    // Each process re-reads the key file when it changes, checking at most every KEY_FILE_RECHECK_MS.
    await sleep(KEY_FILE_RECHECK_MS + 500);

    // A signs with the new key; B accepts it.
    browser.base = a.base;
    const refreshed = await browser.post('/auth/refresh', {});
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const newToken = (refreshed.body as { accessToken: string }).accessToken;
    expect(kidOf(newToken)).toBe(newKid);
    expect((await viewerOn(b, newToken)).status).toBe(200);
    // A token of the old key still opens both (it lives out its 15 minutes).
    expect((await viewerOn(a, oldToken)).status).toBe(200);
    expect((await viewerOn(b, oldToken)).status).toBe(200);
    // The anti-forgery token of the old key still passes on B (the refresh above sent it to A), a new one from A too.
    browser.accessToken = newToken;
    browser.base = b.base;
    expect((await browser.post('/graphql', { query: VIEWER })).status).toBe(200);
    browser.base = a.base;
    await browser.fetchCsrf();
    expect(browser.cookie('tourdesk-csrf')!.startsWith(`v2.${newKid}.`)).toBe(true);
    browser.base = b.base;
    expect((await browser.post('/graphql', { query: VIEWER })).status).toBe(200);
    // A second-factor sign-in on B after the rotation: its challenge is signed by B's new key and A verifies it.
    const manager = new HttpSession(b.base);
    await manager.fetchCsrf();
    const step = await manager.post('/auth/login', { name: demoEmail('RESADM'), password: DEMO_PASSWORD });
    expect(step.status).toBe(200);
    const { mfaToken } = step.body as { mfaToken: string };
    expect(kidOf(mfaToken)).toBe(newKid);
    manager.base = a.base;
    const signedIn = await manager.post('/auth/mfa/verify', { mfaToken, code: totpCode(DEMO_TOTP_SECRET, Date.now()) });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(kidOf((signedIn.body as { accessToken: string }).accessToken)).toBe(newKid);
  }, 60_000);
});
