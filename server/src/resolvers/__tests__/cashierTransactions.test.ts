import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setTodayForTests } from '../../domain/calendar.ts';
import {
  CARD_DECLINED, CARD_EXPIRED, INVALID_CARD_NUMBER, INVALID_CCV, setCardGateway, simulatorGateway,
} from '../../domain/cardGateway.ts';
import {
  AMOUNT_PER_ITEM, AT_LEAST_ONE_ITEM, COULD_NOT_CREATE, INVALID_AMOUNT,
  ITEM_NOT_PAYABLE, ITEM_TWICE, NOT_COVERED, ONE_CUSTOMER, ONLY_CASH_EXCEEDS, PAYMENT_NOT_NEEDED, SELECT_ITEM,
  SELECT_PAYMENT, VOID_FAILED, exceedsPending,
} from '../../domain/cashierTransactions.ts';
import { expectedAmounts } from '../../domain/dailyCashier.ts';
import { INVALID_CUSTOMER_RUC } from '../../domain/fiscalDocuments.ts';
import { INVALID_BANK_ACCOUNT, INVALID_DEPOSIT_NUMBER } from '../../domain/deposits.ts';
import { KEY_REUSED } from '../../domain/idempotency.ts';
import { subtract } from '../../domain/money.ts';
import { codeOf, expectValidation, fieldsOf, ok, tableDump, fieldErrorsOf, reasonOf } from '../../testing/adminFixtures.ts';
import { exchangeRate, payableReservation, type PayableReservation, limaPayables } from '../../testing/cashierFixtures.ts';
import { entityId } from '../../testing/rateFixtures.ts';
import { signInCusco } from '../../testing/ouFixtures.ts';
import { catalogValueId } from '../../testing/productFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const TODAY = '2031-01-05';
const REQUIRED = 'This field is required';
const VISA = '4111111111111111';

const TRANSACTION = `idCashierTransaction number transactionDate note status itemsTotal paidTotal changeAmount
  currency { code } entity { commercialName }
  items { idReservationItem amountToPay pendingBefore reservationItem { pendingAmount amountPayable } reservation { status pendingAmount } }
  payments { idPayment lineNumber method status amount amountConverted changeAmount amountApplied exchangeRate exchangeRateInverted
    cardBrand cardLast4 cardHolder depositType depositNumber bankAccount reversalOf voidReason currency { code } }
  documents { documentType series correlative number total subtotal tax taxStatus idPayment idReferenceDocument currency { code } }`;
const COMPLETE = `mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) { ${TRANSACTION} } }`;
const VOID = `mutation ($id: ID!, $reason: String, $key: String!) { voidPayment(idPayment: $id, reason: $reason, idempotencyKey: $key) {
  idPayment status voidReason } }`;
const GET = `query ($id: ID!) { getCashierTransactionById(id: $id) { ${TRANSACTION} } }`;
const SEARCH = `query ($input: CashierTransactionSearchInput!) { searchCashierTransactions(input: $input) { count data { number status } } }`;
const PAYMENTS = `query ($input: PaymentSearchInput!) { searchPayments(input: $input) { count data { method status amount reversalOf transactionNumber } } }`;
const PAYABLE = `query ($input: PayableReservationItemSearchInput!) { searchPayableReservationItems(input: $input) {
  count data { reservation { code } item { idReservationItem pendingAmount } } } }`;

const TABLES = ['cashier_transaction', 'cashier_transaction_item', 'payment', 'payment_allocation', 'fiscal_document',
  'document_series_counter', 'cashier_transaction_counter', 'idempotency_key', 'reservation', 'reservation_item'];

interface Payment {
  idPayment: string; method: string; status: string; amount: string; amountConverted: string; changeAmount: string;
  amountApplied: string; exchangeRate: string; exchangeRateInverted: boolean; cardBrand: string | null; cardLast4: string | null;
  reversalOf: string | null; currency: { code: string };
}
interface Transaction {
  idCashierTransaction: string; number: number; status: string; itemsTotal: string; paidTotal: string; changeAmount: string;
  items: { idReservationItem: string; amountToPay: string; pendingBefore: string; reservationItem: { pendingAmount: string };
    reservation: { status: string; pendingAmount: string } }[];
  payments: Payment[];
  documents: { documentType: string; series: string; correlative: number; number: string; total: string; subtotal: string;
    tax: string; taxStatus: string; idPayment: string | null; idReferenceDocument: string | null }[];
}

let keys = 0;
const newKey = () => `key-${Date.now()}-${++keys}`;

describe.each(dbKinds)('cashier transactions (%s)', (kind) => {
  const { server, users: [admin, resadm] } = suiteServer(kind, { users: ['ADMIN', 'RESADM'], today: TODAY });
  let lim: string;
  let instance: string;
  let usd: string;
  let pen: string;
  let eur: string;
  let bcp: string;

  beforeAll(async () => {
    ({ lim, instance, usd } = await limaPayables(server.db, 'CASH-1', { cashier: admin.idUser }));
    [pen, eur, bcp] = await Promise.all([
      catalogValueId(server.db, 'CURRENCY', 'PEN'), catalogValueId(server.db, 'CURRENCY', 'EUR'), catalogValueId(server.db, 'BANK', 'BCP'),
    ]);
    await exchangeRate(server.db, lim, TODAY, 'USD', 'PEN', '3.75');
  });
  beforeEach(() => setTodayForTests(TODAY));

  const unchanged = async (call: () => Promise<unknown>) => {
    const before = await Promise.all(TABLES.map((t) => tableDump(server, t)));
    await call();
    expect(await Promise.all(TABLES.map((t) => tableDump(server, t)))).toEqual(before);
  };
  const reservation = (prices: string[], options: Parameters<typeof payableReservation>[4] = {}) =>
    payableReservation(server.db, lim, instance, prices, options);
  const cash = (amount: string, idCurrency = usd) => ({ method: 'CASH', idCurrency, amount });
  const card = (amount: string, extra: Record<string, string> = {}) => ({
    method: 'CARD', idCurrency: usd, amount, card: { number: VISA, holderName: 'Ana Quispe', expiry: '12/33', ccv: '123', ...extra },
  });
  const deposit = (amount: string, extra: Record<string, unknown> = {}) => ({
    method: 'DEPOSIT', idCurrency: usd, amount,
    deposit: { depositDate: TODAY, depositType: 'TRANSFER', idBank: bcp, bankAccount: '191-2345678-0-12', number: 'op-778812', ...extra },
  });
  const complete = (items: { idReservationItem?: string; amountToPay?: string }[], payments: unknown[], as = admin, key = newKey()) =>
    as.gql<{ completeCashierTransaction: Transaction }>(COMPLETE, { data: { idempotencyKey: key, note: 'Counter sale', items, payments } });
  const completed = async (...args: Parameters<typeof complete>) => ok(await complete(...args)).completeCashierTransaction;

  it('takes two items with card and cash, hands back the change and issues the invoice', async () => {
    const r = await reservation(['120.00', '80.00']);
    const t = await completed(
      [{ idReservationItem: r.items[0], amountToPay: '120.00' }, { idReservationItem: r.items[1], amountToPay: '30.00' }],
      [card('100.00'), cash('60.00')],
    );
    expect(t).toMatchObject({ status: 'COMPLETED', itemsTotal: '150.00', paidTotal: '160.00', changeAmount: '10.00' });
    expect(t.items.map((i) => [i.amountToPay, i.pendingBefore, i.reservationItem.pendingAmount]))
      .toEqual([['120.00', '120.00', '0.00'], ['30.00', '80.00', '50.00']]);
    expect(t.items[0].reservation).toEqual({ status: 'PARTIALLY_PAID', pendingAmount: '50.00' });
    const [cardPayment, cashPayment] = t.payments;
    expect(cardPayment).toMatchObject({ method: 'CARD', amount: '100.00', amountApplied: '100.00', changeAmount: '0.00', cardBrand: 'VISA', cardLast4: '1111' });
    expect(cashPayment).toMatchObject({ method: 'CASH', amount: '60.00', amountConverted: '60.00', changeAmount: '10.00', amountApplied: '50.00', exchangeRate: '1' });
    // Andes Explorer is identified by RUC: an invoice, tax included.
    expect(t.documents).toEqual([expect.objectContaining({
      documentType: 'INVOICE', series: 'F001', total: '150.00', subtotal: '127.12', tax: '22.88', taxStatus: 'PENDING',
      currency: { code: 'USD' },
    })]);
    expect(t.documents[0].number).toMatch(/^F001-\d{8}$/);
    // What the allocations say each item got matches what it lost.
    const [{ paid }] = await server.db.query<{ paid: string }>(
      'select sum(amount)::text as paid from payment_allocation where id_reservation_item = $1', [r.items[1]],
    );
    expect(paid).toBe('30.00');

    // The rest: the reservation is PAID, the next invoice takes the next correlative.
    const rest = await completed([{ idReservationItem: r.items[1], amountToPay: '50.00' }], [deposit('50.00')]);
    expect(rest.items[0].reservation).toEqual({ status: 'PAID', pendingAmount: '0.00' });
    expect(rest.payments[0]).toMatchObject({ method: 'DEPOSIT' });
    expect(rest.documents[0].correlative).toBe(t.documents[0].correlative + 1);
    expect(rest.number).toBe(t.number + 1);
  });

  it('issues a receipt to a customer without a taxpayer number', async () => {
    const r = await reservation(['40.00'], { customer: 'Inca Trails Journeys' });
    const t = await completed([{ idReservationItem: r.items[0], amountToPay: '40.00' }], [cash('40.00')]);
    expect(t.documents[0]).toMatchObject({ documentType: 'RECEIPT', series: 'B001', total: '40.00' });
  });

  it('issues no invoice to a customer whose stored RUC fails SUNAT\'s check digit, and takes no money', async () => {
    const r = await reservation(['25.00'], { customer: 'Inca Trails Journeys' });
    const [customer] = await server.db.query<{ id: string; type: string | null; number: string | null }>(
      `select e.id_entity as id, e.id_identity_document_type as type, e.identity_document_number as number
       from reservation x join entity e using (id_entity) where x.id_reservation = $1`, [r.idReservation]);
    const [ruc] = await server.db.query<{ id: string }>(
      `select v.id_general_parameter_value as id from general_parameter_value v join general_parameter g using (id_general_parameter)
       where g.code = 'IDENTITY_DOCUMENT_TYPE' and v.code = 'RUC'`);
    // Saved before the rule existed: "ABC" as a RUC.
    await server.db.query('update entity set id_identity_document_type = $2, identity_document_number = $3 where id_entity = $1',
      [customer.id, ruc.id, 'ABC']);
    try {
      await unchanged(async () => {
        const refused = await complete([{ idReservationItem: r.items[0], amountToPay: '25.00' }], [cash('25.00')]);
        expect(refused.errors?.[0]).toMatchObject({
          message: INVALID_CUSTOMER_RUC('ABC'), extensions: { code: 'VALIDATION', reason: 'INVALID_CUSTOMER_RUC', params: { number: 'ABC' } },
        });
      });
    } finally {
      await server.db.query('update entity set id_identity_document_type = $2, identity_document_number = $3 where id_entity = $1',
        [customer.id, customer.type, customer.number]);
    }
  });

  it('gives every cart message of SPEC.md section 5 and changes nothing', async () => {
    const r = await reservation(['100.00']);
    await unchanged(async () => {
      expectValidation(await complete([], []), { items: AT_LEAST_ONE_ITEM, payments: SELECT_PAYMENT });
      expectValidation(await complete([{ amountToPay: '10.00' }, { idReservationItem: r.items[0] }], [cash('10')]), {
        'items.0.idReservationItem': SELECT_ITEM, 'items.1.amountToPay': AMOUNT_PER_ITEM,
      });
      expectValidation(await complete([{ idReservationItem: r.items[0], amountToPay: '0' }, { idReservationItem: r.items[0], amountToPay: '1.001' }], [cash('-5')]), {
        'items.0.amountToPay': INVALID_AMOUNT, 'items.1.idReservationItem': ITEM_TWICE, 'items.1.amountToPay': INVALID_AMOUNT,
        'payments.0.amount': INVALID_AMOUNT,
      });
      expectValidation(await complete([{ idReservationItem: r.items[0], amountToPay: '100.01' }], [cash('200')]), {
        'items.0.amountToPay': exceedsPending('100.00'),
      });
      expectValidation(await complete([{ idReservationItem: r.items[0], amountToPay: '100' }], [cash('99.99')]), {
        payments: `${NOT_COVERED} (100)`,
      });
      expectValidation(await complete([{ idReservationItem: r.items[0], amountToPay: '50' }], [card('60')]), { payments: ONLY_CASH_EXCEEDS });
      expectValidation(await complete([{ idReservationItem: r.items[0], amountToPay: '50' }], [cash('50'), cash('5')]), {
        'payments.1.amount': PAYMENT_NOT_NEEDED,
      });
      expectValidation(await complete([{ idReservationItem: r.items[0], amountToPay: '50' }], [{ idCurrency: usd, amount: '50' }, { method: 'ADVANCE', idCurrency: usd, amount: '1' }]), {
        'payments.0.method': SELECT_PAYMENT, 'payments.1.idAdvance': REQUIRED,
      });
    });
  });

  it('refuses items that cannot be paid, and items of several customers', async () => {
    const quote = await reservation(['10.00'], { confirm: false });
    const mine = await reservation(['10.00']);
    const theirs = await reservation(['10.00'], { customer: 'Inca Trails Journeys' });
    await unchanged(async () => {
      expectValidation(await complete([{ idReservationItem: quote.items[0], amountToPay: '1' }], [cash('1')]), {
        'items.0.idReservationItem': ITEM_NOT_PAYABLE,
      });
      expectValidation(await complete([{ idReservationItem: '00000000-0000-4000-8000-000000000000', amountToPay: '1' }], [cash('1')]), {
        'items.0.idReservationItem': 'Choose one of the listed options',
      });
      expectValidation(await complete(
        [{ idReservationItem: mine.items[0], amountToPay: '10' }, { idReservationItem: theirs.items[0], amountToPay: '10' }], [cash('20')],
      ), { items: ONE_CUSTOMER });
    });
  });

  it('checks card data and never echoes it; a declined card changes nothing', async () => {
    const r = await reservation(['30.00']);
    const item = [{ idReservationItem: r.items[0], amountToPay: '30.00' }];
    await unchanged(async () => {
      const bad = await complete(item, [card('30.00', { number: '4111111111111112', expiry: '12/30', ccv: '12a' })]);
      expectValidation(bad, {
        'payments.0.card.number': INVALID_CARD_NUMBER, 'payments.0.card.expiry': CARD_EXPIRED, 'payments.0.card.ccv': INVALID_CCV,
      });
      expect(JSON.stringify(bad.errors)).not.toContain('411111111111111');
      expectValidation(await complete(item, [{ method: 'CARD', idCurrency: usd, amount: '30.00', card: {} }]), {
        'payments.0.card.number': REQUIRED, 'payments.0.card.holderName': REQUIRED, 'payments.0.card.expiry': REQUIRED,
        'payments.0.card.ccv': REQUIRED,
      });
      const declined = await complete(item, [card('30.00', { number: '4000 0000 0000 0002' })]);
      expectValidation(declined, { 'payments.0.card.number': CARD_DECLINED });
      expect(reasonOf(declined)).toEqual({ reason: 'PAYMENT_REFUSED', params: { line: 1 } });
      expect(fieldErrorsOf(declined)).toEqual([{ path: 'payments.0.card.number', code: 'CARD_DECLINED', params: {} }]);
    });
  });

  it('requires every deposit field and checks the number and the account', async () => {
    const r = await reservation(['30.00']);
    const item = [{ idReservationItem: r.items[0], amountToPay: '30.00' }];
    await unchanged(async () => {
      expectValidation(await complete(item, [{ method: 'DEPOSIT', deposit: {} }]), {
        'payments.0.idCurrency': REQUIRED, 'payments.0.amount': REQUIRED, 'payments.0.deposit.depositDate': REQUIRED,
        'payments.0.deposit.depositType': REQUIRED, 'payments.0.deposit.idBank': REQUIRED,
        'payments.0.deposit.bankAccount': REQUIRED, 'payments.0.deposit.number': REQUIRED,
      });
      expectValidation(await complete(item, [deposit('30.00', { number: 'x', bankAccount: 'abc', idBank: usd, depositDate: '2031-01-06' })]), {
        'payments.0.deposit.number': INVALID_DEPOSIT_NUMBER, 'payments.0.deposit.bankAccount': INVALID_BANK_ACCOUNT,
        'payments.0.deposit.depositDate': 'The deposit date cannot be in the future',
      });
      expectValidation(await complete(item, [deposit('30.00', { idBank: usd })]), { 'payments.0.deposit.idBank': 'Choose one of the listed options' });
    });
  });

  it('converts a payment in another currency at the day rate and freezes it', async () => {
    const r = await reservation(['20.00']);
    const t = await completed([{ idReservationItem: r.items[0], amountToPay: '20.00' }], [cash('75.00', pen)]);
    expect(t.payments[0]).toMatchObject({ amount: '75.00', amountConverted: '20.00', exchangeRate: '3.75', exchangeRateInverted: true, currency: { code: 'PEN' } });
    await server.db.query(`update exchange_rate set sell_rate = 4, buy_rate = 4 where id_ou = $1`, [lim]);
    const again = ok(await admin.gql<{ getCashierTransactionById: Transaction }>(GET, { id: t.idCashierTransaction })).getCashierTransactionById;
    expect(again.payments[0]).toMatchObject({ amountConverted: '20.00', exchangeRate: '3.75' });
    await server.db.query(`update exchange_rate set sell_rate = 3.75, buy_rate = 3.75 where id_ou = $1`, [lim]);
    const other = await reservation(['20.00']);
    await unchanged(async () => {
      const refused = await complete([{ idReservationItem: other.items[0], amountToPay: '20.00' }], [cash('20.00', eur)]);
      expect(codeOf(refused)).toBe('NO_EXCHANGE_RATE');
      expect(refused.errors?.[0]?.message).toBe('No currency exchange available');
    });
  });

  it('answers a repeated key with the first result and refuses the key for another request', async () => {
    const r = await reservation(['25.00']);
    const key = newKey();
    const items = [{ idReservationItem: r.items[0], amountToPay: '10.00' }];
    const first = await completed(items, [cash('10.00')], admin, key);
    await unchanged(async () => {
      const second = await completed(items, [cash('10.00')], admin, key);
      expect(second.idCashierTransaction).toBe(first.idCashierTransaction);
      const other = await complete([{ idReservationItem: r.items[0], amountToPay: '11.00' }], [cash('11.00')], admin, key);
      expect(codeOf(other)).toBe('CONFLICT');
      expect(other.errors?.[0]?.message).toBe(KEY_REUSED);
    });
  });

  it('voids a payment with a reversal record, gives the pending amount back and issues a credit note', async () => {
    const r = await reservation(['90.00']);
    const t = await completed([{ idReservationItem: r.items[0], amountToPay: '90.00' }], [card('40.00'), cash('100.00')]);
    const cashPayment = t.payments.find((p) => p.method === 'CASH')!;
    expect(cashPayment).toMatchObject({ amountApplied: '50.00', changeAmount: '50.00' });
    await unchanged(async () => {
      expectValidation(await admin.gql(VOID, { id: cashPayment.idPayment, reason: ' ', key: newKey() }), { reason: REQUIRED });
      const unknown = await admin.gql(VOID, { id: '00000000-0000-4000-8000-000000000000', reason: 'x', key: newKey() });
      expect([codeOf(unknown), unknown.errors?.[0]?.message]).toEqual(['NOT_FOUND', VOID_FAILED]);
    });
    const key = newKey();
    const voided = ok(await admin.gql<{ voidPayment: { status: string; voidReason: string } }>(VOID, { id: cashPayment.idPayment, reason: 'Wrong amount', key })).voidPayment;
    expect(voided).toMatchObject({ status: 'VOIDED', voidReason: 'Wrong amount' });
    const after = ok(await admin.gql<{ getCashierTransactionById: Transaction }>(GET, { id: t.idCashierTransaction })).getCashierTransactionById;
    expect(after.status).toBe('PARTIALLY_VOIDED');
    const reversal = after.payments.find((p) => p.reversalOf === cashPayment.idPayment)!;
    expect(reversal).toMatchObject({ method: 'CASH', status: 'ACTIVE', amount: '-100.00', changeAmount: '-50.00', amountApplied: '-50.00' });
    // The original keeps its amounts.
    expect(after.payments.find((p) => p.idPayment === cashPayment.idPayment)).toMatchObject({ status: 'VOIDED', amount: '100.00', amountApplied: '50.00' });
    expect(after.items[0].reservationItem.pendingAmount).toBe('50.00');
    expect(after.items[0].reservation).toEqual({ status: 'PARTIALLY_PAID', pendingAmount: '50.00' });
    const [invoice, credit] = after.documents;
    expect(credit).toMatchObject({ documentType: 'CREDIT_NOTE', series: 'FC01', total: '50.00', idPayment: cashPayment.idPayment });
    expect(credit.idReferenceDocument).toBeTruthy();
    expect(invoice.documentType).toBe('INVOICE');

    await unchanged(async () => {
      // The same key answers the first result; another key is refused: voiding twice changes nothing.
      ok(await admin.gql(VOID, { id: cashPayment.idPayment, reason: 'Wrong amount', key }));
      const twice = await admin.gql(VOID, { id: cashPayment.idPayment, reason: 'Again', key: newKey() });
      expect([codeOf(twice), twice.errors?.[0]?.message, twice.errors?.[0]?.extensions?.reason]).toEqual(['CONFLICT', VOID_FAILED, 'ALREADY_VOIDED']);
      const reversalVoid = await admin.gql(VOID, { id: reversal.idPayment, reason: 'x', key: newKey() });
      expect(codeOf(reversalVoid)).toBe('NOT_FOUND');
    });

    // Voiding the card payment too: the transaction is VOIDED and the reservation is back to CONFIRMED.
    const cardPayment = t.payments.find((p) => p.method === 'CARD')!;
    ok(await admin.gql(VOID, { id: cardPayment.idPayment, reason: 'Customer changed mind', key: newKey() }));
    const last = ok(await admin.gql<{ getCashierTransactionById: Transaction }>(GET, { id: t.idCashierTransaction })).getCashierTransactionById;
    expect(last.status).toBe('VOIDED');
    expect(last.items[0].reservation).toEqual({ status: 'CONFIRMED', pendingAmount: '90.00' });
  });

  it("sums the day's payments per payment type and currency for the close, cash net of change and voids", async () => {
    const [day] = await server.db.query<{ id: string }>('select id_daily_cashier as id from daily_cashier where id_user = $1', [admin.idUser]);
    const before = await expectedAmounts(server.db, day.id);
    const r = await reservation(['70.00']);
    const t = await completed([{ idReservationItem: r.items[0], amountToPay: '70.00' }], [cash('100.00'), cash('10.00', pen)]);
    expect(t.changeAmount).toBe('32.67');
    const after = await expectedAmounts(server.db, day.id);
    const cashType = await catalogValueId(server.db, 'PAYMENT_TYPE', 'CASH');
    const line = (lines: typeof after, currency: string) =>
      lines.find((l) => l.idPaymentType === cashType && l.idCurrency === currency)?.expectedAmount ?? '0.00';
    // 100 USD in, 32.67 USD change out; 10 PEN in.
    expect(subtract(line(after, usd), line(before, usd))).toBe('67.33');
    expect(subtract(line(after, pen), line(before, pen))).toBe('10.00');
  });

  it('refuses to pay without a daily cashier open today', async () => {
    const r = await reservation(['10.00']);
    await unchanged(async () => {
      const refused = await complete([{ idReservationItem: r.items[0], amountToPay: '10.00' }], [cash('10.00')], resadm);
      expect([codeOf(refused), refused.errors?.[0]?.message]).toEqual(['NO_DAILY_CASHIER_OPEN', 'No daily cashier open today']);
      setTodayForTests('2031-01-06');
      const tomorrow = await complete([{ idReservationItem: r.items[0], amountToPay: '10.00' }], [cash('10.00')]);
      expect(codeOf(tomorrow)).toBe('NO_DAILY_CASHIER_OPEN');
    });
  });

  it('lists transactions, payments and payable items of the OU only', async () => {
    const r: PayableReservation = await reservation(['15.00', '5.00']);
    const payable = ok(await admin.gql<{ searchPayableReservationItems: { count: number; data: { item: { idReservationItem: string } }[] } }>(
      PAYABLE, { input: { text: r.code, take: 10 } },
    )).searchPayableReservationItems;
    expect(payable.data.map((d) => d.item.idReservationItem)).toEqual(r.items);
    const t = await completed([{ idReservationItem: r.items[0], amountToPay: '15.00' }], [cash('15.00')]);
    const again = ok(await admin.gql<{ searchPayableReservationItems: { data: { item: { idReservationItem: string } }[] } }>(
      PAYABLE, { input: { text: r.code } },
    )).searchPayableReservationItems;
    expect(again.data.map((d) => d.item.idReservationItem)).toEqual([r.items[1]]);
    const found = ok(await admin.gql<{ searchCashierTransactions: { count: number; data: { number: number }[] } }>(
      SEARCH, { input: { text: r.code } },
    )).searchCashierTransactions;
    expect(found.data.map((d) => d.number)).toEqual([t.number]);
    const payments = ok(await admin.gql<{ searchPayments: { count: number; data: { transactionNumber: number }[] } }>(
      PAYMENTS, { input: { text: String(t.number), method: 'CASH' } },
    )).searchPayments;
    expect(payments.data.map((p) => p.transactionNumber)).toEqual([t.number]);
    expectValidation(await admin.gql(SEARCH, { input: { dateFrom: '2031-02-01', dateTo: '2031-01-01' } }), { dateTo: expect.any(String) as never });
    const cusco = await signInCusco(server);
    expect(ok(await cusco.gql<{ getCashierTransactionById: null }>(GET, { id: t.idCashierTransaction })).getCashierTransactionById).toBeNull();
    expect(ok(await cusco.gql<{ searchPayments: { count: number } }>(PAYMENTS, { input: {} })).searchPayments.count).toBe(0);
    const refused = await cusco.gql(COMPLETE, { data: { idempotencyKey: newKey(), items: [{ idReservationItem: r.items[1], amountToPay: '5' }], payments: [cash('5')] } });
    expect(fieldsOf(refused)?.['items.0.idReservationItem'] ?? codeOf(refused)).toBeTruthy();
  });

  it('scopes the payable items and payments to a customer or to a fiscal document (the payment routes)', async () => {
    const ours = await reservation(['25.00', '7.00']);
    const theirs = await reservation(['12.00'], { customer: 'Inca Trails Journeys' });
    const [andes, inca] = await Promise.all([entityId(server.db, 'Andes Explorer'), entityId(server.db, 'Inca Trails Journeys')]);
    type Payable = { searchPayableReservationItems: { count: number; data: { item: { idReservationItem: string } }[] } };
    const payable = async (input: Record<string, unknown>) =>
      ok(await admin.gql<Payable>(PAYABLE, { input: { take: 100, ...input } })).searchPayableReservationItems.data.map((d) => d.item.idReservationItem);
    const incaItems = await payable({ idEntity: inca });
    expect(incaItems).toContain(theirs.items[0]);
    expect(incaItems).not.toContain(ours.items[0]);
    expect(await payable({ idEntity: andes })).toEqual(expect.arrayContaining(ours.items));
    // A document's balance: what is still pending on the items its transaction paid, and nothing once they are paid.
    const t = await completed([{ idReservationItem: ours.items[0], amountToPay: '10.00' }], [cash('10.00')]);
    const [{ idFiscalDocument }] = await server.db.query<{ idFiscalDocument: string }>(
      'select id_fiscal_document as "idFiscalDocument" from fiscal_document where id_cashier_transaction = $1', [t.idCashierTransaction],
    );
    expect(await payable({ idFiscalDocument })).toEqual([ours.items[0]]);
    await completed([{ idReservationItem: ours.items[0], amountToPay: '15.00' }], [cash('15.00')]);
    expect(await payable({ idFiscalDocument })).toEqual([]);
    // The customer's payments only.
    const theirsPaid = await completed([{ idReservationItem: theirs.items[0], amountToPay: '12.00' }], [cash('12.00')]);
    type Payments = { searchPayments: { data: { transactionNumber: number }[] } };
    const incaPayments = ok(await admin.gql<Payments>(PAYMENTS, { input: { idEntity: inca, take: 100 } })).searchPayments.data;
    expect(incaPayments.map((p) => p.transactionNumber)).toContain(theirsPaid.number);
    expect(incaPayments.map((p) => p.transactionNumber)).not.toContain(t.number);
    // Bad ids are refused by field; another OU sees nothing of this one's customer or document.
    expectValidation(await admin.gql(PAYABLE, { input: { idEntity: 'x', idFiscalDocument: 'y' } }),
      { idEntity: expect.any(String) as never, idFiscalDocument: expect.any(String) as never });
    expectValidation(await admin.gql(PAYMENTS, { input: { idEntity: 'x' } }), { idEntity: expect.any(String) as never });
    const cusco = await signInCusco(server);
    expect(ok(await cusco.gql<Payable>(PAYABLE, { input: { idEntity: andes } })).searchPayableReservationItems.count).toBe(0);
    expect(ok(await cusco.gql<Payable>(PAYABLE, { input: { idFiscalDocument } })).searchPayableReservationItems.count).toBe(0);
    expect(ok(await cusco.gql<Payments>(PAYMENTS, { input: { idEntity: inca } })).searchPayments.data).toEqual([]);
  });

  it('answers the SPEC.md section 8 messages for failures it did not foresee, and changes nothing', async () => {
    const r = await reservation(['30.00']);
    const paid = await completed([{ idReservationItem: r.items[0], amountToPay: '10.00' }], [card('10.00')]);
    const broken = { charge: async () => { throw new Error('gateway unreachable'); }, refund: async () => { throw new Error('gateway unreachable'); } };
    setCardGateway(broken);
    try {
      await unchanged(async () => {
        const refused = await complete([{ idReservationItem: r.items[0], amountToPay: '10.00' }], [card('10.00')]);
        expect([codeOf(refused), refused.errors?.[0]?.message]).toEqual(['CONFLICT', COULD_NOT_CREATE]);
        expect(COULD_NOT_CREATE).toBe('Could not create cashier transaction');
        const voidRefused = await admin.gql(VOID, { id: paid.payments[0].idPayment, reason: 'Refund', key: newKey() });
        expect([codeOf(voidRefused), voidRefused.errors?.[0]?.message, voidRefused.errors?.[0]?.extensions?.reason])
          .toEqual(['CONFLICT', VOID_FAILED, 'ERROR']);
        expect(VOID_FAILED).toBe('Void Payment failed');
      });
    } finally {
      setCardGateway(simulatorGateway());
    }
  });
});
