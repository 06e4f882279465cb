/**
 * Issue 11: serialization failures and deadlocks (40001, 40P01) are retried with jittered backoff, and a retried
 * cashier transaction leaves exactly one transaction, one payment, one document and one card charge. Faults are
 * injected at chosen statements of the real mutation; on PostgreSQL a real deadlock is provoked as well.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COULD_NOT_CREATE } from '../../domain/cashierTransactions.ts';
import { setCardGateway, simulatorGateway } from '../../domain/cardGateway.ts';
import { codeOf, ok } from '../../testing/adminFixtures.ts';
import { payableReservation, limaPayables } from '../../testing/cashierFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';
import { MAX_ATTEMPTS, injectStatementFault, pgError, withRetry } from '../retry.ts';

const TODAY = '2031-01-05';
const COMPLETE = `mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) {
  idCashierTransaction number payments { idPayment cardLast4 } documents { series correlative } } }`;
const VISA = '4111111111111111';

interface Completed {
  idCashierTransaction: string; number: number;
  payments: { idPayment: string; cardLast4: string | null }[];
  documents: { series: string; correlative: number }[];
}

describe('withRetry', () => {
  it('retries only 40001 and 40P01, at most MAX_ATTEMPTS times', async () => {
    let calls = 0;
    await expect(withRetry(async () => {
      calls++;
      if (calls < 3) throw pgError(calls === 1 ? '40001' : '40P01');
      return 'done';
    })).resolves.toBe('done');
    expect(calls).toBe(3);

    calls = 0;
    await expect(withRetry(async () => {
      calls++;
      throw pgError('40P01');
    })).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(MAX_ATTEMPTS);

    calls = 0;
    await expect(withRetry(async () => {
      calls++;
      throw Object.assign(new Error('unique'), { code: '23505' });
    })).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
  });
});

describe.each(dbKinds)('transactions retried after serialization failures and deadlocks (%s)', (kind) => {
  const { server, users: [admin] } = suiteServer(kind, { users: ['ADMIN'], today: TODAY });
  let lim: string;
  let instance: string;
  let usd: string;
  let gateway: ReturnType<typeof simulatorGateway>;

  beforeAll(async () => {
    ({ lim, instance, usd } = await limaPayables(server.db, 'RETRY', { cashier: admin.idUser, capacity: 200 }));
  });
  afterEach(() => injectStatementFault(undefined));
  afterAll(() => injectStatementFault(undefined));

  /** Fails the first `times` statements matching `pattern` with `code`; answers how many were failed. */
  const failOn = (pattern: RegExp, code: string, times = 1) => {
    const state = { failed: 0 };
    injectStatementFault((sql) => {
      if (state.failed < times && pattern.test(sql)) {
        state.failed++;
        return pgError(code);
      }
      return undefined;
    });
    return state;
  };

  const payWithCard = (key: string, idReservationItem: string) => admin.gql<{ completeCashierTransaction: Completed }>(COMPLETE, {
    data: {
      idempotencyKey: key, items: [{ idReservationItem, amountToPay: '80.00' }],
      payments: [
        { method: 'CARD', idCurrency: usd, amount: '50.00', card: { number: VISA, holderName: 'Ana Quispe', expiry: '12/33', ccv: '123' } },
        { method: 'CASH', idCurrency: usd, amount: '40.00' },
      ],
    },
  });

  /** What the database holds for an item: its transactions, payments, allocations, documents and pending amount. */
  const effects = async (idReservationItem: string) => {
    const [row] = await server.db.query<{ transactions: number; payments: number; allocated: string; documents: number; pending: string }>(
      `select (select count(distinct c.id_cashier_transaction)::int from cashier_transaction_item c where c.id_reservation_item = $1) as transactions,
         (select count(distinct a.id_payment)::int from payment_allocation a where a.id_reservation_item = $1) as payments,
         (select coalesce(sum(a.amount), 0)::text from payment_allocation a where a.id_reservation_item = $1) as allocated,
         (select count(*)::int from fiscal_document d where d.id_cashier_transaction in
            (select c.id_cashier_transaction from cashier_transaction_item c where c.id_reservation_item = $1)) as documents,
         (select pending_amount from reservation_item where id_reservation_item = $1) as pending`,
      [idReservationItem],
    );
    return row;
  };

  const cases: [string, RegExp, string][] = [
    ['claiming the idempotency key', /insert into idempotency_key/, '40001'],
    ['locking the items', /for update of i/, '40P01'],
    ['numbering the transaction', /insert into cashier_transaction_counter/, '40001'],
    ['allocating a payment', /insert into payment_allocation/, '40P01'],
    ['numbering the document', /document_series_counter/, '40001'],
    ['storing the response', /update idempotency_key/, '40P01'],
  ];

  it.each(cases.map((c, n) => [...c, n] as const))('a fault while %s: the mutation succeeds once, with one charge', async (_, pattern, code, n) => {
    gateway = simulatorGateway();
    setCardGateway(gateway);
    const r = await payableReservation(server.db, lim, instance, ['100.00']);
    const key = `retry-${kind}-${n}`;
    const fault = failOn(pattern, code, 2);
    const answer = await payWithCard(key, r.items[0]);
    const t = ok(answer).completeCashierTransaction;
    expect(fault.failed).toBe(2);
    expect(t.payments.map((p) => p.cardLast4)).toEqual(['1111', null]);
    expect(t.documents).toHaveLength(1);
    expect(await effects(r.items[0])).toEqual({ transactions: 1, payments: 2, allocated: '80.00', documents: 1, pending: '20.00' });
    // The card was charged once, even though the transaction ran three times, and not refunded.
    expect([...gateway.charges.values()]).toEqual([{ refunded: false }]);
    const [{ token }] = await server.db.query<{ token: string }>(
      `select card_token as token from payment where id_cashier_transaction = $1 and method = 'CARD'`, [t.idCashierTransaction],
    );
    expect(gateway.charges.has(token)).toBe(true);

    // The same key again answers the same transaction and moves nothing.
    injectStatementFault(undefined);
    const again = ok(await payWithCard(key, r.items[0])).completeCashierTransaction;
    expect(again.idCashierTransaction).toBe(t.idCashierTransaction);
    expect(await effects(r.items[0])).toEqual({ transactions: 1, payments: 2, allocated: '80.00', documents: 1, pending: '20.00' });
    expect(gateway.charges.size).toBe(1);
  }, 60_000);

  it('a fault on every attempt: refused, nothing written, the charge given back, and the key usable again', async () => {
    gateway = simulatorGateway();
    setCardGateway(gateway);
    const r = await payableReservation(server.db, lim, instance, ['100.00']);
    const [before] = await server.db.query<{ n: number }>('select count(*)::int as n from cashier_transaction where id_ou = $1', [lim]);
    const fault = failOn(/insert into payment_allocation/, '40P01', MAX_ATTEMPTS);
    const answer = await payWithCard('retry-exhausted', r.items[0]);
    expect(fault.failed).toBe(MAX_ATTEMPTS);
    expect(answer.status).toBeLessThan(500);
    expect(codeOf(answer)).toBe('CONFLICT');
    expect(answer.errors![0].message).toBe(COULD_NOT_CREATE);
    expect(await effects(r.items[0])).toEqual({ transactions: 0, payments: 0, allocated: '0', documents: 0, pending: '100.00' });
    const [after] = await server.db.query<{ n: number }>('select count(*)::int as n from cashier_transaction where id_ou = $1', [lim]);
    expect(after.n).toBe(before.n);
    expect([...gateway.charges.values()]).toEqual([{ refunded: true }]);

    injectStatementFault(undefined);
    ok(await payWithCard('retry-exhausted', r.items[0]));
    expect(await effects(r.items[0])).toMatchObject({ transactions: 1, pending: '20.00' });
    expect([...gateway.charges.values()].filter((c) => !c.refunded)).toHaveLength(1);
  }, 60_000);

  // PGlite is one embedded connection: two servers or a real deadlock exist only on PostgreSQL.
  if (kind === 'postgres') it('a real deadlock between two transactions: both complete after the retry', async () => {
    const [a, b] = await server.db.query<{ id: string }>(
      `select id_reservation as id from reservation where id_ou = $1 order by id_reservation limit 2`, [lim],
    );
    let attempts = 0;
    let bothIn!: () => void;
    const barrier = new Promise<void>((resolve) => { bothIn = resolve; });
    let arrived = 0;
    // Each takes one row, waits for the other, then asks for the other's row: PostgreSQL kills one with 40P01.
    const crosswise = (first: string, second: string) => server.db.transaction(async (tx) => {
      attempts++;
      await tx.query('update reservation set version = version + 1 where id_reservation = $1', [first]);
      if (++arrived === 2) bothIn();
      await barrier;
      await tx.query('update reservation set version = version + 1 where id_reservation = $1', [second]);
    });
    const versions = async () => (await server.db.query<{ v: number }>(
      'select version::int as v from reservation where id_reservation = any($1::uuid[]) order by id_reservation', [[a.id, b.id]],
    )).map((r) => r.v);
    const start = await versions();
    await Promise.all([crosswise(a.id, b.id), crosswise(b.id, a.id)]);
    expect(attempts).toBe(3);
    expect(await versions()).toEqual(start.map((v) => v + 2));
  }, 60_000);
});
