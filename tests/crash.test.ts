/**
 * Issue 11, faults: the server process is killed with SIGKILL in the middle of a stream of cashier transactions
 * (cash, card, split, with change, and voids), 20 times. After each kill the books are checked with SQL
 * (tests/support/cashierInvariants.ts): every transaction is whole or absent. After each restart every request whose
 * answer was lost is sent again with its idempotency key: it completes exactly once, and every transaction the
 * server had confirmed before the kill is still there.
 *
 * PostgreSQL is the production database and the one that must survive a crash. PGlite runs in the server process and
 * keeps its files through the operating system's cache (a SIGKILL loses no written page, a power cut could: PGlite
 * does not fsync); the same kills run on it with a data directory.
 */
import { DEMO_TOTP_SECRET } from '../server/src/auth/mfaDemo.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../server/src/db/demoData.ts';
import { openDay, payableProduct, payableReservation } from '../server/src/testing/cashierFixtures.ts';
import { catalogValueId, ouId } from '../server/src/testing/productFixtures.ts';
import { dbKinds } from '../server/src/testing/testServer.ts';
import { cashierViolations } from './support/cashierInvariants.ts';
import { HttpSession, createScratchDatabase, startServerProcess, type ScratchDatabase } from './support/serverProcess.ts';

/** 20 kills on each database (a PGlite round opens the data directory twice, the server then the check: slower). */
const KILLS = { postgres: 20, pglite: 20 };
const PORTS = { pglite: 4394, postgres: 4395 };
const STREAMS = 4;
/** Reservations made beforehand: more than the stream can pay in 20 rounds. */
const RESERVATIONS = 300;

const COMPLETE = `mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) {
  idCashierTransaction payments { idPayment method } } }`;
const VOID = `mutation ($id: ID!, $reason: String!, $key: String!) { voidPayment(idPayment: $id, reason: $reason, idempotencyKey: $key) { idPayment status } }`;

interface Sent {
  key: string;
  kind: 'complete' | 'void';
  variables: Record<string, unknown>;
  /** The transaction the server confirmed (complete), or undefined while unanswered. */
  answered?: string;
  refused?: string;
}

/**
 * The cashier's sign-in (the demo administrator holds the payments and daily cashier permissions), once per run: the
 * session lives in the database, so it outlives every kill, and a second-factor code is never accepted twice.
 */
const sessions = new Map<string, HttpSession>();
async function signInCashier(base: string) {
  let session = sessions.get(base);
  if (!session) {
    session = new HttpSession(base);
    await session.login(demoEmail('ADMIN'), DEMO_PASSWORD, DEMO_TOTP_SECRET);
    sessions.set(base, session);
  }
  return session;
}

describe.each(dbKinds)('SIGKILL during cashier transactions (%s)', (kind) => {
  const kills = KILLS[kind];
  let database: ScratchDatabase;
  let usd: string;
  /** Unpaid items, two per reservation ('100.00' and '50.00'). */
  const queue: [string, string][] = [];
  const sent: Sent[] = [];
  const paidPayments: string[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase(kind);
    await database.use(async (db) => {
      const lim = await ouId(db, 'LIM');
      usd = await catalogValueId(db, 'CURRENCY', 'USD');
      const [{ id: admin }] = await db.query<{ id: string }>(`select id_user as id from app_user where email = $1`, [demoEmail('ADMIN')]);
      await openDay(db, lim, admin);
      await db.transaction(async (tx) => {
        const instance = await payableProduct(tx, lim, 'CRASH', RESERVATIONS * 2);
        for (let n = 0; n < RESERVATIONS; n++) {
          queue.push((await payableReservation(tx, lim, instance, ['100.00', '50.00'])).items as [string, string]);
        }
      });
    });
  }, 240_000);
  afterAll(async () => {
    await database?.drop();
  });

  /** The next request of the stream: mostly completions of several shapes, now and then a void of a paid payment. */
  const nextRequest = (n: number): Sent | undefined => {
    if (n % 5 === 4 && paidPayments.length) {
      const id = paidPayments.splice(n % paidPayments.length, 1)[0];
      return { key: randomUUID(), kind: 'void', variables: { id, reason: 'Crash test void' } };
    }
    const items = queue.shift();
    if (!items) return undefined;
    const card = (amount: string) => ({
      method: 'CARD', idCurrency: usd, amount, card: { number: '4111111111111111', holderName: 'Ana Quispe', expiry: '12/33', ccv: '123' },
    });
    const cash = (amount: string) => ({ method: 'CASH', idCurrency: usd, amount });
    const shapes = [
      { items: [{ idReservationItem: items[0], amountToPay: '100.00' }, { idReservationItem: items[1], amountToPay: '50.00' }], payments: [cash('200.00')] },
      { items: [{ idReservationItem: items[0], amountToPay: '60.00' }], payments: [card('60.00')] },
      { items: [{ idReservationItem: items[0], amountToPay: '100.00' }, { idReservationItem: items[1], amountToPay: '25.00' }], payments: [card('70.00'), cash('60.00')] },
    ];
    return { key: randomUUID(), kind: 'complete', variables: { data: shapes[n % shapes.length] } };
  };

  const send = async (session: HttpSession, request: Sent) => {
    const variables = request.kind === 'complete'
      ? { data: { ...(request.variables.data as object), idempotencyKey: request.key } }
      : { ...request.variables, key: request.key };
    const { status, body } = await session.post('/graphql', { query: request.kind === 'complete' ? COMPLETE : VOID, variables }, 15_000);
    const result = body as { data?: Record<string, { idCashierTransaction?: string; payments?: { idPayment: string }[] } | null>; errors?: { message: string }[] };
    if (status !== 200 && status !== 400) throw new Error(`answered ${status}`);
    if (result?.errors) {
      request.refused = result.errors[0].message;
      return;
    }
    const done = result.data!.completeCashierTransaction;
    request.answered = done?.idCashierTransaction ?? 'void';
    if (done?.payments) paidPayments.push(...done.payments.map((p) => p.idPayment));
  };

  it(`survives ${kills} kills with every transaction whole or absent`, async () => {
    const unanswered: Sent[] = [];
    let cutOff = 0;
    let n = 0;
    for (let round = 0; round < kills; round++) {
      const server = await startServerProcess(database, PORTS[kind]);
      const session = await signInCashier(server.base).catch((error: Error) => {
        throw new Error(`restart ${round + 1}: ${error.message}\n${server.output().slice(-4000)}`);
      });
      // Requests whose answer the last kill swallowed: the same key again completes them exactly once.
      for (const request of unanswered.splice(0)) {
        await send(session, request);
        expect(request.refused, `${request.kind} ${request.key} after restart`).toBeUndefined();
      }
      // The stream: STREAMS cashiers' requests back to back until the kill, at a random moment 50-800 ms in.
      let killed = false;
      const streams = Array.from({ length: STREAMS }, async () => {
        for (let budget = 0; budget < 200 && !killed; budget++) {
          const request = nextRequest(n++);
          if (!request) return;
          sent.push(request);
          try {
            await send(session, request);
          } catch {
            if (!killed) throw new Error(`request failed before the kill:\n${server.output().slice(-2000)}`);
            unanswered.push(request);
            return;
          }
        }
      });
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 750));
      killed = true;
      await server.kill9();
      await Promise.all(streams);
      cutOff += unanswered.length;

      const violations = await database.use(async (db) => {
        const found = await cashierViolations(db);
        // Everything the server confirmed before the kill is on disk.
        const confirmed = sent.filter((s) => s.kind === 'complete' && s.answered).map((s) => s.answered!);
        const present = await db.query<{ id: string }>(
          'select id_cashier_transaction::text as id from cashier_transaction where id_cashier_transaction = any($1::uuid[])', [confirmed],
        );
        if (present.length !== confirmed.length) found.push(`${confirmed.length - present.length} confirmed transactions lost`);
        return found;
      });
      expect(violations, `after kill ${round + 1}`).toEqual([]);
    }
    // The last kill's unanswered requests, once more after a final restart; then the totals.
    const server = await startServerProcess(database, PORTS[kind]);
    try {
      const session = await signInCashier(server.base);
      for (const request of unanswered.splice(0)) await send(session, request);
    } finally {
      await server.stop();
    }
    await database.use(async (db) => {
      expect(await cashierViolations(db)).toEqual([]);
      const [{ transactions }] = await db.query<{ transactions: number }>('select count(*)::int as transactions from cashier_transaction');
      const completed = sent.filter((s) => s.kind === 'complete' && s.answered).length;
      expect(transactions).toBe(completed);
      expect(sent.filter((s) => s.refused)).toEqual([]);
      // The kills did land mid-stream: requests were cut off, and the stream moved money between kills.
      expect(cutOff).toBeGreaterThan(kills / 2);
      expect(completed).toBeGreaterThan(kills * 2);
      console.log(`${kind}: ${kills} kills, ${sent.length} requests, ${completed} transactions, ${cutOff} cut off and resent`);
    });
  }, 420_000);
});
