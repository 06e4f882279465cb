/**
 * Issue 9's concurrency checks on the cashier. On PostgreSQL each call runs on its own pooled connection (true
 * parallel transactions); on PGlite they queue. Either way: one idempotency key moves money once, an item is never
 * paid beyond its pending amount, and documents and transactions are numbered without gaps or duplicates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTodayForTests } from '../server/src/domain/calendar.ts';
import { codeOf, signIn, type SignedIn } from '../server/src/testing/adminFixtures.ts';
import { openDay, payableProduct, payableReservation } from '../server/src/testing/cashierFixtures.ts';
import { catalogValueId, ouId } from '../server/src/testing/productFixtures.ts';
import { createTestServer, dbKinds, type TestServer } from '../server/src/testing/testServer.ts';

const TODAY = '2031-01-05';
const COMPLETE = `mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) {
  idCashierTransaction number documents { series correlative } } }`;

interface Completed { idCashierTransaction: string; number: number; documents: { series: string; correlative: number }[] }

describe.each(dbKinds)('cashier transactions under contention (%s)', (kind) => {
  let server: TestServer;
  let admin: SignedIn;
  let lim: string;
  let instance: string;
  let usd: string;

  beforeAll(async () => {
    setTodayForTests(TODAY);
    server = await createTestServer(kind);
    admin = await signIn(server, 'ADMIN');
    lim = await ouId(server.db, 'LIM');
    usd = await catalogValueId(server.db, 'CURRENCY', 'USD');
    instance = await payableProduct(server.db, lim, 'CASH-RACE', 1000);
    await openDay(server.db, lim, admin.idUser);
  }, 120_000);
  afterAll(async () => {
    setTodayForTests(null);
    await server?.close();
  });

  const pay = (key: string, idReservationItem: string, amount: string) => admin.gql<{ completeCashierTransaction: Completed }>(
    COMPLETE,
    { data: { idempotencyKey: key, items: [{ idReservationItem, amountToPay: amount }], payments: [{ method: 'CASH', idCurrency: usd, amount }] } },
  );

  it('20 parallel submits of the same transaction (same key): one transaction, one payment', async () => {
    const r = await payableReservation(server.db, lim, instance, ['100.00']);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay('same-key-race', r.items[0], '40.00')));
    expect(answers.map((a) => codeOf(a) ?? 'OK')).toEqual(Array(20).fill('OK'));
    expect(new Set(answers.map((a) => a.data!.completeCashierTransaction.idCashierTransaction)).size).toBe(1);
    const [{ payments, pending }] = await server.db.query<{ payments: number; pending: string }>(
      `select (select count(*)::int from payment p join cashier_transaction_item c using (id_cashier_transaction)
         where c.id_reservation_item = $1) as payments,
       (select pending_amount from reservation_item where id_reservation_item = $1) as pending`,
      [r.items[0]],
    );
    expect({ payments, pending }).toEqual({ payments: 1, pending: '60.00' });
  }, 120_000);

  it("20 parallel different payments against one item's last pending amount: never paid beyond it", async () => {
    const r = await payableReservation(server.db, lim, instance, ['50.00']);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => pay(`split-${n}`, r.items[0], '10.00')));
    const codes = answers.map((a) => codeOf(a) ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(5);
    expect(codes.filter((c) => c === 'VALIDATION')).toHaveLength(15);
    const [row] = await server.db.query<{ paid: string; pending: string; status: string }>(
      `select (select sum(amount)::text from payment_allocation where id_reservation_item = $1) as paid,
         i.pending_amount as pending, r.status
       from reservation_item i join reservation r using (id_reservation) where i.id_reservation_item = $1`,
      [r.items[0]],
    );
    expect(row).toEqual({ paid: '50.00', pending: '0.00', status: 'PAID' });
  }, 120_000);

  it('50 parallel documents: correlatives and transaction numbers without gaps or duplicates', async () => {
    const items: string[] = [];
    for (let n = 0; n < 50; n++) items.push((await payableReservation(server.db, lim, instance, ['7.00'])).items[0]);
    const answers = await Promise.all(items.map((id, n) => pay(`docs-${n}`, id, '7.00')));
    expect(answers.map((a) => codeOf(a) ?? 'OK')).toEqual(Array(50).fill('OK'));
    const done = answers.map((a) => a.data!.completeCashierTransaction);
    const consecutive = (numbers: number[]) => {
      const sorted = [...numbers].sort((a, b) => a - b);
      return sorted.every((n, i) => n === sorted[0] + i);
    };
    const correlatives = done.map((t) => t.documents[0].correlative);
    expect(new Set(done.map((t) => t.documents[0].series)).size).toBe(1);
    expect(new Set(correlatives).size).toBe(50);
    expect(consecutive(correlatives)).toBe(true);
    expect(consecutive(done.map((t) => t.number))).toBe(true);
    // The whole series, earlier documents included, is gapless from 1 and matches its counter.
    const [series] = await server.db.query<{ n: number; max: number; last: number }>(
      `select count(*)::int as n, max(correlative)::int as max,
         (select last_number::int from document_series_counter c where c.id_ou = d.id_ou and c.document_type = d.document_type and c.series = d.series) as last
       from fiscal_document d where d.id_ou = $1 and d.series = $2 group by d.id_ou, d.document_type, d.series`,
      [lim, done[0].documents[0].series],
    );
    expect(series.n).toBe(series.max);
    expect(series.last).toBe(series.max);
  }, 240_000);
});
