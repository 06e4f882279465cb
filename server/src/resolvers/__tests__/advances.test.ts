import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADVANCE_OTHER_CURRENCY, ADVANCE_OTHER_CUSTOMER, CUSTOMER_NOT_FOUND, INVALID_ADVANCE_AMOUNT, VOID_ADVANCE_FAILED, exceedsAvailable,
} from '../../domain/advances.ts';
import { setTodayForTests } from '../../domain/calendar.ts';
import { expectedAmounts } from '../../domain/dailyCashier.ts';
import { INVALID_BANK_ACCOUNT } from '../../domain/deposits.ts';
import { subtract } from '../../domain/money.ts';
import { codeOf, expectValidation, ok, signIn, tableDump } from '../../testing/adminFixtures.ts';
import { payableReservation, limaPayables } from '../../testing/cashierFixtures.ts';
import { signInCusco } from '../../testing/ouFixtures.ts';
import { catalogValueId } from '../../testing/productFixtures.ts';
import { entityId } from '../../testing/rateFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const TODAY = '2031-02-11';
const REQUIRED = 'This field is required';

const ADVANCE = `idAdvance advanceDate method total invoiceAmount availableAmount status voidReason note depositNumber
  currency { code } entity { name } bank { code }
  document { documentType series correlative number total taxStatus }
  applications { idPayment amount status reversalOf }`;
const CREATE = `mutation ($data: AdvanceInput!) { createAdvance(data: $data) { ${ADVANCE} } }`;
const VOID = `mutation ($id: ID!, $reason: String, $key: String!) { voidAdvance(idAdvance: $id, reason: $reason, idempotencyKey: $key) { ${ADVANCE} } }`;
const GET = `query ($id: ID!) { getAdvanceById(id: $id) { ${ADVANCE} } }`;
const SEARCH = `query ($input: AdvanceSearchInput!) { searchAdvances(input: $input) { count data { idAdvance status } } }`;
const APPLICABLE = `query ($idEntity: ID!, $idCurrency: ID) { searchApplicableAdvances(idEntity: $idEntity, idCurrency: $idCurrency) {
  idAdvance availableAmount } }`;
const COMPLETE = `mutation ($data: CashierTransactionInput!) { completeCashierTransaction(data: $data) {
  idCashierTransaction payments { idPayment method amount amountApplied } documents { documentType total } } }`;
const VOID_PAYMENT = `mutation ($id: ID!, $key: String!) { voidPayment(idPayment: $id, reason: "Wrong advance", idempotencyKey: $key) { status } }`;

const TABLES = ['advance', 'fiscal_document', 'document_series_counter', 'payment', 'idempotency_key', 'reservation_item'];

interface Advance {
  idAdvance: string; total: string; invoiceAmount: string; availableAmount: string; status: string; voidReason: string | null;
  document: { documentType: string; series: string; correlative: number; number: string; total: string; taxStatus: string };
  applications: { idPayment: string; amount: string; status: string; reversalOf: string | null }[];
}
interface Completed {
  idCashierTransaction: string;
  payments: { idPayment: string; method: string; amount: string; amountApplied: string }[];
  documents: { documentType: string; total: string }[];
}

let keys = 0;
const newKey = () => `adv-${Date.now()}-${++keys}`;

describe.each(dbKinds)('advances (%s)', (kind) => {
  const { server, users: [admin] } = suiteServer(kind, { users: ['ADMIN'], today: TODAY });
  let lim: string;
  let instance: string;
  let usd: string;
  let pen: string;
  let bcp: string;
  let andes: string;
  let inca: string;

  beforeAll(async () => {
    ({ lim, instance, usd } = await limaPayables(server.db, 'ADV-1', { cashier: admin.idUser }));
    [pen, bcp, andes, inca] = await Promise.all([
      catalogValueId(server.db, 'CURRENCY', 'PEN'), catalogValueId(server.db, 'BANK', 'BCP'),
      entityId(server.db, 'Andes Explorer'), entityId(server.db, 'Inca Trails Journeys'),
    ]);
  });
  beforeEach(() => setTodayForTests(TODAY));

  const unchanged = async (call: () => Promise<unknown>) => {
    const before = await Promise.all(TABLES.map((t) => tableDump(server, t)));
    await call();
    expect(await Promise.all(TABLES.map((t) => tableDump(server, t)))).toEqual(before);
  };
  const create = (data: Record<string, unknown>, as = admin) =>
    as.gql<{ createAdvance: Advance }>(CREATE, { data: { idempotencyKey: newKey(), idEntity: andes, idCurrency: usd, method: 'CASH', ...data } });
  const created = async (data: Record<string, unknown>) => ok(await create(data)).createAdvance;
  const get = async (id: string) => ok(await admin.gql<{ getAdvanceById: Advance }>(GET, { id })).getAdvanceById;
  const pay = (items: { idReservationItem: string; amountToPay: string }[], payments: unknown[], key = newKey()) =>
    admin.gql<{ completeCashierTransaction: Completed }>(COMPLETE, { data: { idempotencyKey: key, items, payments } });
  const advancePayment = (idAdvance: string, amount: string, idCurrency = usd) => ({ method: 'ADVANCE', idAdvance, idCurrency, amount });

  it('takes an advance in cash with its invoice, in the day’s expected cash', async () => {
    const [day] = await server.db.query<{ id: string }>('select id_daily_cashier as id from daily_cashier where id_user = $1 and id_ou = $2 and cashier_date = $3',
      [admin.idUser, lim, TODAY]);
    const cashType = await catalogValueId(server.db, 'PAYMENT_TYPE', 'CASH');
    const cashOf = async () => (await expectedAmounts(server.db, day.id)).find((l) => l.idPaymentType === cashType && l.idCurrency === usd)?.expectedAmount ?? '0';
    const before = await cashOf();
    const advance = await created({ amount: '300.00', note: 'Machu Picchu group' });
    expect(advance).toMatchObject({
      advanceDate: TODAY, method: 'CASH', total: '300.00', invoiceAmount: '0.00', availableAmount: '300.00', status: 'AVAILABLE',
      currency: { code: 'USD' }, entity: { name: expect.any(String) },
    });
    // Andes Explorer is identified by RUC: an invoice for the advance, pending for the tax authority.
    expect(advance.document).toMatchObject({ documentType: 'INVOICE', series: 'F001', total: '300.00', taxStatus: 'PENDING' });
    expect(subtract(await cashOf(), before)).toBe('300.00');
  });

  it('takes an advance by transfer, with the deposit fields checked', async () => {
    const deposit = { depositDate: TODAY, depositType: 'TRANSFER', idBank: bcp, bankAccount: '191-2345678-0-12', number: 'op-1001' };
    const advance = await created({ amount: '50', method: 'DEPOSIT', deposit, idEntity: inca });
    expect(advance).toMatchObject({ method: 'DEPOSIT', depositNumber: 'OP-1001', bank: { code: 'BCP' }, total: '50.00' });
    expect(advance.document.documentType).toBe('RECEIPT');
  });

  it('refuses bad input and changes nothing', async () => {
    await unchanged(async () => {
      expectValidation(await admin.gql(CREATE, { data: { idempotencyKey: newKey() } }), {
        idEntity: REQUIRED, idCurrency: REQUIRED, amount: REQUIRED, method: REQUIRED,
      });
      expectValidation(await create({ amount: '0' }), { amount: INVALID_ADVANCE_AMOUNT });
      expectValidation(await create({ amount: '1.001' }), { amount: INVALID_ADVANCE_AMOUNT });
      expectValidation(await create({ amount: '10', method: 'DEPOSIT', deposit: { bankAccount: 'x' } }), {
        'deposit.depositDate': REQUIRED, 'deposit.depositType': REQUIRED, 'deposit.idBank': REQUIRED,
        'deposit.bankAccount': INVALID_BANK_ACCOUNT, 'deposit.number': REQUIRED,
      });
      const cuscoOnly = await server.db.query<{ id: string }>(
        `select e.id_entity as id from entity e where not exists (select 1 from entity_ou l where l.id_entity = e.id_entity and l.id_ou = $1) limit 1`,
        [lim],
      );
      if (cuscoOnly[0]) expectValidation(await create({ amount: '10', idEntity: cuscoOnly[0].id }), { idEntity: CUSTOMER_NOT_FOUND });
      expectValidation(await create({ amount: '10', idEntity: 'nope' }), { idEntity: CUSTOMER_NOT_FOUND });
    });
  });

  it('answers a repeated submit with the first advance', async () => {
    const data = { idempotencyKey: newKey(), idEntity: andes, idCurrency: usd, method: 'CASH', amount: '20.00' };
    const first = ok(await admin.gql<{ createAdvance: Advance }>(CREATE, { data })).createAdvance;
    await unchanged(async () => {
      const second = ok(await admin.gql<{ createAdvance: Advance }>(CREATE, { data })).createAdvance;
      expect(second.idAdvance).toBe(first.idAdvance);
    });
  });

  it('refuses an advance without a daily cashier open today', async () => {
    setTodayForTests('2031-02-12');
    await unchanged(async () => {
      const refused = await create({ amount: '10' });
      expect([codeOf(refused), refused.errors?.[0]?.message]).toEqual(['NO_DAILY_CASHIER_OPEN', 'No daily cashier open today']);
    });
  });

  it('is applied as a payment until used up; the sale invoice covers only the rest; a voided application gives it back', async () => {
    const advance = await created({ amount: '100.00' });
    const r = await payableReservation(server.db, lim, instance, ['80.00', '60.00']);
    const t = ok(await pay(
      [{ idReservationItem: r.items[0], amountToPay: '80.00' }, { idReservationItem: r.items[1], amountToPay: '30.00' }],
      [advancePayment(advance.idAdvance, '70.00'), { method: 'CASH', idCurrency: usd, amount: '40.00' }],
    )).completeCashierTransaction;
    expect(t.payments.find((p) => p.method === 'ADVANCE')).toMatchObject({ amount: '70.00', amountApplied: '70.00' });
    // 110 paid, 70 of it already invoiced with the advance.
    expect(t.documents).toEqual([{ documentType: 'INVOICE', total: '40.00' }]);
    expect(await get(advance.idAdvance)).toMatchObject({ invoiceAmount: '70.00', availableAmount: '30.00', status: 'AVAILABLE' });

    const theirs = await payableReservation(server.db, lim, instance, ['10.00'], { customer: 'Inca Trails Journeys' });
    await unchanged(async () => {
      const tooMuch = await pay([{ idReservationItem: r.items[1], amountToPay: '30.00' }], [advancePayment(advance.idAdvance, '30.01')]);
      expectValidation(tooMuch, { 'payments.0.amount': exceedsAvailable('30.00') });
      const over = await pay([{ idReservationItem: r.items[1], amountToPay: '30.00' }],
        [advancePayment(advance.idAdvance, '20.00'), advancePayment(advance.idAdvance, '10.01'), { method: 'CASH', idCurrency: usd, amount: '0.01' }]);
      expectValidation(over, { 'payments.1.amount': exceedsAvailable('10.00') });
      const otherCurrency = await pay([{ idReservationItem: r.items[1], amountToPay: '10.00' }], [advancePayment(advance.idAdvance, '10.00', pen)]);
      expectValidation(otherCurrency, { 'payments.0.idCurrency': ADVANCE_OTHER_CURRENCY });
      const otherCustomer = await pay([{ idReservationItem: theirs.items[0], amountToPay: '10.00' }], [advancePayment(advance.idAdvance, '10.00')]);
      expectValidation(otherCustomer, { 'payments.0.idAdvance': ADVANCE_OTHER_CUSTOMER });
    });

    // The rest of the advance pays the rest: APPLIED, no new document (all of it was invoiced with the advance).
    const rest = ok(await pay([{ idReservationItem: r.items[1], amountToPay: '30.00' }], [advancePayment(advance.idAdvance, '30.00')])).completeCashierTransaction;
    expect(rest.documents).toEqual([]);
    expect(await get(advance.idAdvance)).toMatchObject({ availableAmount: '0.00', invoiceAmount: '100.00', status: 'APPLIED' });
    const applicable = ok(await admin.gql<{ searchApplicableAdvances: { idAdvance: string }[] }>(APPLICABLE, { idEntity: andes, idCurrency: usd }));
    expect(applicable.searchApplicableAdvances.map((a) => a.idAdvance)).not.toContain(advance.idAdvance);

    // Voiding that application gives the 30 back; no credit note (the advance's invoice stands).
    ok(await admin.gql(VOID_PAYMENT, { id: rest.payments[0].idPayment, key: newKey() }));
    const back = await get(advance.idAdvance);
    expect(back).toMatchObject({ availableAmount: '30.00', invoiceAmount: '70.00', status: 'AVAILABLE' });
    expect(back.applications.map((p) => p.amount).sort()).toEqual(['-30.00', '30.00', '70.00']);
    const [{ notes }] = await server.db.query<{ notes: number }>(
      `select count(*)::int as notes from fiscal_document where id_cashier_transaction = $1 and document_type = 'CREDIT_NOTE'`,
      [rest.idCashierTransaction],
    );
    expect(notes).toBe(0);
    // The payment edit page reads one payment of the OU; another OU's answers nothing.
    const PAYMENT = 'query ($id: ID!) { getPaymentById(id: $id) { idPayment method status idAdvance } }';
    const one = ok(await admin.gql<{ getPaymentById: { status: string; idAdvance: string } }>(PAYMENT, { id: rest.payments[0].idPayment }));
    expect(one.getPaymentById).toMatchObject({ status: 'VOIDED', idAdvance: advance.idAdvance });
    const cusco = await signInCusco(server);
    expect(ok(await cusco.gql<{ getPaymentById: null }>(PAYMENT, { id: rest.payments[0].idPayment })).getPaymentById).toBeNull();
    expect(ok(await admin.gql<{ getPaymentById: null }>(PAYMENT, { id: 'nope' })).getPaymentById).toBeNull();
  });

  it('is never over-applied by parallel transactions', async () => {
    const advance = await created({ amount: '50.00' });
    const reservations = [];
    for (let i = 0; i < 12; i++) reservations.push(await payableReservation(server.db, lim, instance, ['10.00']));
    const results = await Promise.all(reservations.map((r) =>
      pay([{ idReservationItem: r.items[0], amountToPay: '10.00' }], [advancePayment(advance.idAdvance, '10.00')])));
    const succeeded = results.filter((r) => !r.errors);
    expect(succeeded).toHaveLength(5);
    for (const refused of results.filter((r) => r.errors)) expect(codeOf(refused)).toBe('VALIDATION');
    const after = await get(advance.idAdvance);
    expect(after).toMatchObject({ availableAmount: '0.00', invoiceAmount: '50.00', status: 'APPLIED' });
    const [{ applied }] = await server.db.query<{ applied: string }>(
      `select sum(amount)::text as applied from payment where id_advance = $1`, [advance.idAdvance],
    );
    expect(applied).toBe('50.00');
  });

  it('is voided only while untouched, with a credit note; twice changes nothing', async () => {
    const advance = await created({ amount: '25.00' });
    await unchanged(async () => {
      expectValidation(await admin.gql(VOID, { id: advance.idAdvance, reason: '', key: newKey() }), { reason: REQUIRED });
    });
    const key = newKey();
    const voided = ok(await admin.gql<{ voidAdvance: Advance }>(VOID, { id: advance.idAdvance, reason: 'Trip cancelled', key })).voidAdvance;
    expect(voided).toMatchObject({ status: 'VOIDED', voidReason: 'Trip cancelled', availableAmount: '25.00' });
    const [credit] = await server.db.query<{ total: string; series: string }>(
      `select total::text, series from fiscal_document where id_advance = $1 and document_type = 'CREDIT_NOTE'`, [advance.idAdvance],
    );
    expect(credit).toEqual({ total: '25.00', series: 'FC01' });
    const small = await payableReservation(server.db, lim, instance, ['5.00']);
    await unchanged(async () => {
      ok(await admin.gql(VOID, { id: advance.idAdvance, reason: 'Trip cancelled', key }));
      const twice = await admin.gql(VOID, { id: advance.idAdvance, reason: 'Again', key: newKey() });
      expect([codeOf(twice), twice.errors?.[0]?.message, twice.errors?.[0]?.extensions?.reason]).toEqual(['CONFLICT', VOID_ADVANCE_FAILED, 'ALREADY_VOIDED']);
      expectValidation(await pay([{ idReservationItem: small.items[0], amountToPay: '5.00' }], [advancePayment(advance.idAdvance, '5.00')]),
        { 'payments.0.idAdvance': 'This advance cannot be applied' });
    });

    const used = await created({ amount: '15.00' });
    const r = await payableReservation(server.db, lim, instance, ['5.00']);
    ok(await pay([{ idReservationItem: r.items[0], amountToPay: '5.00' }], [advancePayment(used.idAdvance, '5.00')]));
    await unchanged(async () => {
      const inUse = await admin.gql(VOID, { id: used.idAdvance, reason: 'x', key: newKey() });
      expect([codeOf(inUse), inUse.errors?.[0]?.message, inUse.errors?.[0]?.extensions?.reason]).toEqual(['CONFLICT', VOID_ADVANCE_FAILED, 'IN_USE']);
    });
  });

  it('lists and searches the OU’s advances only; RESADM applies advances but cannot manage them', async () => {
    const advance = await created({ amount: '12.00', idEntity: inca });
    const byStatus = ok(await admin.gql<{ searchAdvances: { data: { idAdvance: string }[] } }>(SEARCH, { input: { status: 'AVAILABLE', idEntity: inca } }));
    expect(byStatus.searchAdvances.data.map((a) => a.idAdvance)).toContain(advance.idAdvance);
    const number = (await get(advance.idAdvance)).document.number;
    const byNumber = ok(await admin.gql<{ searchAdvances: { data: { idAdvance: string }[] } }>(SEARCH, { input: { text: number } }));
    expect(byNumber.searchAdvances.data.map((a) => a.idAdvance)).toEqual([advance.idAdvance]);
    const byName = ok(await admin.gql<{ searchAdvances: { data: { idAdvance: string }[] } }>(SEARCH, { input: { text: 'inca trails' } }));
    expect(byName.searchAdvances.data.map((a) => a.idAdvance)).toContain(advance.idAdvance);

    const cusco = await signInCusco(server);
    expect(ok(await cusco.gql<{ getAdvanceById: null }>(GET, { id: advance.idAdvance })).getAdvanceById).toBeNull();
    expect(ok(await cusco.gql<{ searchAdvances: { count: number } }>(SEARCH, { input: {} })).searchAdvances.count).toBe(0);
    await unchanged(async () => {
      expect(codeOf(await cusco.gql(VOID, { id: advance.idAdvance, reason: 'x', key: newKey() }))).toBe('NOT_FOUND');
    });

    const resadm = await signIn(server, 'RESADM');
    await unchanged(async () => {
      for (const [query, variables] of [[SEARCH, { input: {} }], [GET, { id: advance.idAdvance }], [VOID, { id: advance.idAdvance, reason: 'x', key: newKey() }]] as const) {
        expect(codeOf(await resadm.gql(query, variables))).toBe('FORBIDDEN');
      }
      expect(codeOf(await create({ amount: '1' }, resadm))).toBe('FORBIDDEN');
    });
    const applicable = ok(await resadm.gql<{ searchApplicableAdvances: { idAdvance: string }[] }>(APPLICABLE, { idEntity: inca }));
    expect(applicable.searchApplicableAdvances.map((a) => a.idAdvance)).toContain(advance.idAdvance);
  });
});
