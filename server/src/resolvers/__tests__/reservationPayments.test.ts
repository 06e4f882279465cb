import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../testing/adminFixtures.ts';
import { payableReservation, limaPayables } from '../../testing/cashierFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const TODAY = '2031-01-05';
const PAYMENT = `idPayment lineNumber method status amountApplied availableAmount reversalOf transactionNumber
  document { documentType number }`;
const RESERVATION = `query ($id: ID!) { getReservationById(id: $id) { code payments { amount payment { ${PAYMENT} } } } }`;
const COMPLETE = `mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) {
  number documents { documentType number } payments { idPayment } } }`;
const VOID = `mutation ($id: ID!, $key: String!) { voidPayment(idPayment: $id, reason: "Wrong card", idempotencyKey: $key) { idPayment } }`;
const PAYABLE = `query ($input: PayableReservationItemSearchInput!) { searchPayableReservationItems(input: $input) {
  count quotes { code status } } }`;
const TRANSACTION_PAYMENTS = `query ($id: ID!) { getCashierTransactionById(id: $id) { payments { ${PAYMENT} } } }`;

interface PaymentRow {
  idPayment: string; lineNumber: number; method: string; status: string; amountApplied: string; availableAmount: string;
  reversalOf: string | null; transactionNumber: number; document: { documentType: string; number: string } | null;
}
type ReservationPayments = { getReservationById: { code: string; payments: { amount: string; payment: PaymentRow }[] } };

let keys = 0;
const newKey = () => `reservation-payments-${Date.now()}-${++keys}`;

/** Issue 21 item 3 and the SPEC's payment fields: a reservation lists its payments; a payment names its document. */
describe.each(dbKinds)('reservation payments (%s)', (kind) => {
  const { server, users: [admin] } = suiteServer(kind, { users: ['ADMIN'], today: TODAY });
  let usd: string;
  let lim: string;
  let instance: string;

  beforeAll(async () => {
    ({ lim, instance, usd } = await limaPayables(server.db, 'PAYS-1', { cashier: admin.idUser }));
  });

  const paymentsOf = async (idReservation: string) =>
    ok(await admin.gql<ReservationPayments>(RESERVATION, { id: idReservation })).getReservationById.payments;

  it('lists each payment with its share of the reservation, its document and what still stands after a void', async () => {
    const first = await payableReservation(server.db, lim, instance, ['100.00', '50.00']);
    const second = await payableReservation(server.db, lim, instance, ['40.00']);
    const quote = await payableReservation(server.db, lim, instance, ['30.00'], { confirm: false });
    expect(await paymentsOf(quote.idReservation)).toEqual([]);

    const done = ok(await admin.gql<{ completeCashierTransaction: { number: number; documents: { documentType: string; number: string }[] } }>(
      COMPLETE, {
        data: {
          idempotencyKey: newKey(), note: null,
          items: [...first.items, ...second.items].map((idReservationItem, i) => ({ idReservationItem, amountToPay: ['100.00', '50.00', '40.00'][i] })),
          payments: [
            { method: 'CARD', idCurrency: usd, amount: '150.00', card: { number: '4111111111111111', holderName: 'Ana Quispe', expiry: '12/33', ccv: '123' } },
            { method: 'CASH', idCurrency: usd, amount: '40.00' },
          ],
        },
      },
    )).completeCashierTransaction;
    const [sale] = done.documents;

    const firstPayments = await paymentsOf(first.idReservation);
    const secondPayments = await paymentsOf(second.idReservation);
    const total = (rows: { amount: string }[]) => rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
    // Each reservation sees exactly what reached its items; together the shares are what the payments applied.
    expect(total(firstPayments)).toBe(15000);
    expect(total(secondPayments)).toBe(4000);
    for (const row of [...firstPayments, ...secondPayments]) {
      expect(row.payment).toMatchObject({ transactionNumber: done.number, status: 'ACTIVE', reversalOf: null, document: sale });
      expect(row.payment.availableAmount).toBe(row.payment.amountApplied);
    }
    const card = firstPayments.find((r) => r.payment.method === 'CARD')!.payment;

    ok(await admin.gql(VOID, { id: card.idPayment, key: newKey() }));
    const after = await paymentsOf(first.idReservation);
    // The voided payment stays listed (voided, nothing available); its reversal row is not a payment of the reservation.
    expect(after.map((r) => r.payment.idPayment).sort()).toEqual(firstPayments.map((r) => r.payment.idPayment).sort());
    expect(after.find((r) => r.payment.idPayment === card.idPayment)!.payment).toMatchObject({ status: 'VOIDED', availableAmount: '0.00', document: sale });

    const idTransaction = await server.db.query<{ id: string }>(
      'select id_cashier_transaction as id from cashier_transaction where number = $1 and id_ou = $2', [done.number, lim],
    );
    const lines = ok(await admin.gql<{ getCashierTransactionById: { payments: PaymentRow[] } }>(
      TRANSACTION_PAYMENTS, { id: idTransaction[0].id },
    )).getCashierTransactionById.payments;
    const reversal = lines.find((p) => p.reversalOf === card.idPayment)!;
    expect(reversal.availableAmount).toBe('0.00');
    expect(reversal.document?.documentType).toBe('CREDIT_NOTE');
    expect(reversal.document?.number).not.toBe(sale.number);
  });

  it('names the quotes a search matched when nothing is payable, and only then', async () => {
    const quote = await payableReservation(server.db, lim, instance, ['30.00'], { confirm: false });
    const search = async (text: string) => ok(await admin.gql<{ searchPayableReservationItems: { count: number; quotes: { code: string }[] } }>(
      PAYABLE, { input: { text } },
    )).searchPayableReservationItems;
    expect(await search(quote.code)).toEqual({ count: 0, quotes: [{ code: quote.code, status: 'QUOTE' }] });
    const confirmed = await payableReservation(server.db, lim, instance, ['30.00']);
    expect(await search(confirmed.code)).toEqual({ count: 1, quotes: [] });
    expect(await search('no such reservation')).toEqual({ count: 0, quotes: [] });
  });
});
