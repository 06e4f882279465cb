/**
 * Issue 24, the payables reports and the drawer: "Payables ageing" buckets at their boundaries and totals equal to SQL
 * sums, "Supplier statement" totals equal to the statement's figures and SQL sums, another OU's supplier refused with a
 * code; a cash payment to a supplier at a cashier lowers that day's expected cash, its void puts it back (and needs an
 * open day), a transfer leaves the drawer alone. Both databases.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../db/database.ts';
import { expectTablesUnchanged, ok, type SignedIn } from '../../../testing/adminFixtures.ts';
import { openDay, payableReservation, limaPayables } from '../../../testing/cashierFixtures.ts';
import { signInCusco } from '../../../testing/ouFixtures.ts';
import { catalogValueId } from '../../../testing/productFixtures.ts';
import { dbKinds } from '../../../testing/testServer.ts';
import { suiteServer } from '../../../testing/suiteServer.ts';
import { addDays, setTodayForTests } from '../../calendar.ts';
import { cashPaymentTypeId, expectedAmounts } from '../../dailyCashier.ts';
import { confirmReservation } from '../../reservations.ts';
import { registerSupplierInvoice } from '../../supplierPayables/invoices.ts';
import { paySupplierInvoice } from '../../supplierPayables/payments.ts';
import { supplierStatement } from '../../supplierPayables/statement.ts';

const TODAY = '2031-01-05';
const PAY = `mutation ($data: SupplierPaymentInput!) { paySupplierInvoice(data: $data) { idSupplierPayment } }`;
const VOID = `mutation ($data: VoidSupplierPaymentInput!) { voidSupplierPayment(data: $data) { idSupplierPayment status } }`;
const DAY = `query ($id: ID!) { getDailyCashierById(id: $id) {
  counts { expectedAmount paymentType { code } currency { code } } supplierPayments { amount count currency { code } } } }`;

interface Streamed {
  status: number;
  columns: string[];
  rows: unknown[][];
  totals: { currency: string | null; rows: number; sums: Record<string, string> }[];
  chart: { points: { label: string; currency: string | null; value: string }[] } | null;
  body: Record<string, unknown>;
}

let keys = 0;
const newKey = () => `payrep-${Date.now()}-${++keys}`;

describe.each(dbKinds)('payables reports and the drawer (%s)', (kind) => {
  const { server, users: [admin] } = suiteServer(kind, { users: ['ADMIN'], today: TODAY });
  let lim: string;
  let usd: string;
  let supplier: string;
  let items: string[];
  let numbers = 0;

  async function stream(caller: SignedIn, key: string, params: Record<string, unknown>, locale = 'en'): Promise<Streamed> {
    const response = await caller.client.post(`/api/reports/${key}`, { params, format: 'screen', locale }, { token: caller.token });
    const out: Streamed = { status: response.statusCode, columns: [], rows: [], totals: [], chart: null, body: {} };
    if (response.statusCode !== 200) {
      out.body = response.json();
      return out;
    }
    for (const line of response.body.split('\n').filter(Boolean)) {
      const event = JSON.parse(line);
      if (event.type === 'start') out.columns = event.columns.map((c: { key: string }) => c.key);
      if (event.type === 'rows') out.rows.push(...event.rows);
      if (event.type === 'totals') out.totals = event.totals;
      if (event.type === 'chart') out.chart = event.chart;
      if (event.type === 'error') throw new Error(event.message);
    }
    return out;
  }
  const cell = (result: Streamed, row: unknown[], key: string) => row[result.columns.indexOf(key)];

  /** An invoice of `amount` over the service `item`, due `late` days before today (negative: not yet due). */
  const invoice = (item: string, amount: string, late: number) => {
    const due = addDays(TODAY, -late);
    const issued = late >= 0 ? due : TODAY;
    return server.db.transaction((tx) => registerSupplierInvoice(tx, { idOu: lim, idUser: null }, {
      idempotencyKey: newKey(), idSupplier: supplier, number: `REP-${++numbers}`, invoiceDate: issued, dueDate: due,
      idCurrency: usd, lines: [{ idReservationItem: item, amount, taxAmount: '0' }],
    }));
  };

  beforeAll(async () => {
    let instance: string;
    ({ lim, instance, usd } = await limaPayables(server.db, 'PAYREP-1'));
    [{ id: supplier }] = await server.db.query<{ id: string }>(
      'select p.id_supplier as id from product p join product_instance i using (id_product) where i.id_product_instance = $1', [instance],
    );
    const perUnit = await catalogValueId(server.db, 'PRICE_TYPE', 'PER_UNIT');
    const [{ id: rate }] = await server.db.query<{ id: string }>(
      `insert into rate_instance (id_ou, id_product_instance, id_currency, id_price_type, service_from, service_to,
         purchase_from, purchase_to, purchase_unit_price, purchase_tax_amount, purchase_total, profit_amount, profit,
         selling_tax_percentage, selling_unit_price, selling_tax_amount, selling_total, enabled)
       values ($1, $2, $3, $4, '2031-01-01', '2031-12-31', '2030-01-01', '2031-12-31', 70, 0, 70, 0, 0, 18, 100, 0, 100, false)
       returning id_rate_instance as id`,
      [lim, instance, usd, perUnit],
    );
    const r = await payableReservation(server.db, lim, instance, Array(10).fill('100.00'), { confirm: false });
    await server.db.query(
      'update reservation_item set id_rate_instance = $2, price_overridden = false, override_reason = null where id_reservation = $1',
      [r.idReservation, rate],
    );
    await confirmReservation(server.db, { idOu: lim, idUser: null, canOverridePrice: true }, r.idReservation);
    items = r.items;
  }, 600_000);
  beforeEach(() => setTodayForTests(TODAY));

  it('ages open invoices at the boundaries of each bucket, totals equal to SQL sums', async () => {
    // Days past due at the range's end -> bucket: 0 and a future due date are not due; 1 and 30, 31 and 60, 61 and 90, 91.
    const cases: [number, string][] = [[-5, '1.00'], [0, '2.00'], [1, '4.00'], [30, '8.00'], [31, '16.00'], [60, '32.00'],
      [61, '64.00'], [90, '70.00'], [91, '3.50']];
    for (const [i, [late, amount]] of cases.entries()) await invoice(items[i], amount, late);
    const range = { from: addDays(TODAY, -365), to: TODAY };
    const result = await stream(admin, 'payablesAgeing', { ...range, supplier });
    expect(result.status).toBe(200);
    expect(result.rows).toHaveLength(1);
    const [row] = result.rows;
    expect(cell(result, row, 'notDue')).toBe('3.00');
    expect(cell(result, row, 'days1To30')).toBe('12.00');
    expect(cell(result, row, 'days31To60')).toBe('48.00');
    expect(cell(result, row, 'days61To90')).toBe('134.00');
    expect(cell(result, row, 'over90')).toBe('3.50');
    expect(cell(result, row, 'open')).toBe('200.50');
    expect(result.chart?.points.map((p) => p.label)).toEqual(['NOT_DUE', 'DAYS_1_30', 'DAYS_31_60', 'DAYS_61_90', 'DAYS_OVER_90']);

    // A payment moves what is open; a day later every invoice is a day older (the 90-day one is over 90).
    const [{ id: ninety }] = await server.db.query<{ id: string }>(`select id_supplier_invoice as id from supplier_invoice where number = 'REP-8'`);
    await server.db.transaction((tx) => paySupplierInvoice(tx, { idOu: lim, idUser: null },
      { idempotencyKey: newKey(), idSupplierInvoice: ninety, method: 'TRANSFER', documentNumber: 'OP-1', amount: '20.00' }));
    const later = await stream(admin, 'payablesAgeing', { from: range.from, to: addDays(TODAY, 1), supplier });
    const [next] = later.rows;
    expect(cell(later, next, 'notDue')).toBe('1.00');
    expect(cell(later, next, 'days1To30')).toBe('6.00');
    expect(cell(later, next, 'days31To60')).toBe('24.00');
    expect(cell(later, next, 'days61To90')).toBe('96.00');
    expect(cell(later, next, 'over90')).toBe('53.50');

    // The whole OU's report: totals per currency are the SQL sums of what its invoices dated in the range still owe.
    const all = await stream(admin, 'payablesAgeing', range);
    const sums = await server.db.query<{ currency: string; open: string; rows: number }>(
      `select c.code as currency, sum(v.total - v.paid_amount)::text as open, count(distinct v.id_supplier)::int as rows
       from supplier_invoice v join general_parameter_value c on c.id_general_parameter_value = v.id_currency
       where v.id_ou = $1 and v.paid_amount < v.total and v.invoice_date between $2 and $3 group by c.code order by 1`,
      [lim, range.from, range.to],
    );
    expect(all.totals.map((t) => ({ currency: t.currency, open: t.sums.open, rows: t.rows }))).toEqual(sums);
    for (const t of all.totals) {
      const buckets = ['notDue', 'days1To30', 'days31To60', 'days61To90', 'over90'].map((k) => Number(t.sums[k]) * 100);
      expect(buckets.reduce((a, b) => a + b, 0)).toBe(Number(t.sums.open) * 100);
    }
  });

  it("adds up a supplier's statement per service and invoice to the statement's figures and SQL sums", async () => {
    const range = { from: addDays(TODAY, -1000), to: addDays(TODAY, 90) };
    const result = await stream(admin, 'supplierStatement', { ...range, supplier }, 'es');
    expect(result.status).toBe(200);
    const [total] = result.totals;
    expect(total.currency).toBe('USD');
    // The services dated and the invoices issued in the range, summed directly.
    const [sql] = await server.db.query<{ expected: string; invoiced: string; paid: string; services: number; invoices: number }>(
      `select (select sum(c.amount) from supplier_expected_cost c join reservation_item ri using (id_reservation_item)
           where c.id_ou = $1 and c.id_supplier = $2 and ri.service_date between $3 and $4)::text as expected,
         (select sum(total) from supplier_invoice where id_ou = $1 and id_supplier = $2 and invoice_date between $3 and $4)::text as invoiced,
         (select sum(p.amount) from supplier_payment p join supplier_invoice v using (id_supplier_invoice)
           where p.id_ou = $1 and p.id_supplier = $2 and v.invoice_date between $3 and $4)::text as paid,
         (select count(*) from supplier_expected_cost c join reservation_item ri using (id_reservation_item)
           where c.id_ou = $1 and c.id_supplier = $2 and ri.service_date between $3 and $4)::int as services,
         (select count(*) from supplier_invoice where id_ou = $1 and id_supplier = $2 and invoice_date between $3 and $4)::int as invoices`,
      [lim, supplier, range.from, range.to],
    );
    // Every invoice of this supplier is in the range, so the statement's figures are the report's.
    const statement = (await supplierStatement(server.db, lim, supplier)).find((l) => l.idCurrency === usd)!;
    expect(total.sums).toMatchObject({ invoiced: statement.invoiced, paid: statement.paid, open: statement.open });
    expect(total.sums.expected).toBe(sql.expected);
    expect(total.sums.invoiced).toBe(sql.invoiced);
    expect(total.sums.paid).toBe(sql.paid);
    expect(total.rows).toBe(sql.services + sql.invoices);
    const paidInvoice = result.rows.find((r) => cell(result, r, 'document') === 'REP-8')!;
    expect(cell(result, paidInvoice, 'kind')).toBe('INVOICE');
    expect([cell(result, paidInvoice, 'invoiced'), cell(result, paidInvoice, 'paid'), cell(result, paidInvoice, 'open')])
      .toEqual(['70.00', '20.00', '50.00']);
    const service = result.rows.find((r) => cell(result, r, 'invoice') === 'REP-8')!;
    expect(cell(result, service, 'kind')).toBe('SERVICE');
    expect(cell(result, service, 'expected')).toBe('70.00');

    // A narrower range keeps only the services dated and the invoices issued in it.
    const narrow = await stream(admin, 'supplierStatement', { from: addDays(TODAY, -30), to: TODAY, supplier });
    expect(narrow.rows.every((r) => cell(narrow, r, 'kind') === 'INVOICE')).toBe(true);
    expect(narrow.rows.map((r) => cell(narrow, r, 'document')).sort()).toEqual(['REP-1', 'REP-2', 'REP-3', 'REP-4']);
  });

  it("refuses the statement without a supplier, or of another OU's supplier, with a code and changes nothing", async () => {
    const range = { from: addDays(TODAY, -30), to: TODAY };
    const missing = await stream(admin, 'supplierStatement', range);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION', fieldErrors: [{ path: 'supplier', code: 'REQUIRED', params: {} }] });
    const cusco = await signInCusco(server);
    await expectTablesUnchanged(server, ['supplier_invoice', 'supplier_payment'], async () => {
      const other = await stream(cusco, 'supplierStatement', { ...range, supplier });
      expect(other.status).toBe(400);
      expect(other.body).toMatchObject({ code: 'VALIDATION', fieldErrors: [{ path: 'supplier', code: 'NOT_FOUND', params: {} }] });
      const ageing = await stream(cusco, 'payablesAgeing', { ...range, supplier });
      expect(ageing.body).toMatchObject({ code: 'VALIDATION', fieldErrors: [{ path: 'supplier', code: 'NOT_FOUND', params: {} }] });
    });
    // The Cusco office's own ageing has nothing of Lima's.
    expect((await stream(cusco, 'payablesAgeing', range)).rows).toEqual([]);
  });

  it("takes a cash payment to a supplier out of the cashier's expected cash and puts its void back", async () => {
    const cash = await cashPaymentTypeId(server.db);
    const cashUsd = async (db: Queryable, id: string) =>
      (await expectedAmounts(db, id)).find((l) => l.idPaymentType === cash && l.idCurrency === usd)?.expectedAmount ?? '0.00';
    const { idSupplierInvoice } = await invoice(items[9], '70.00', -10);
    const pay = (method: string, amount: string, key = newKey()) => admin.gql<{ paySupplierInvoice: { idSupplierPayment: string } }>(PAY, {
      data: { idempotencyKey: key, idSupplierInvoice, method, documentNumber: 'VC-0001', amount },
    });
    const idDay = await server.db.transaction((tx) => openDay(tx, lim, admin.idUser));
    await server.db.query(`insert into daily_cashier_float (id_daily_cashier, id_currency, opening_amount) values ($1, $2, 100)`, [idDay, usd]);
    expect(await cashUsd(server.db, idDay)).toBe('100.00');

    const key = newKey();
    const { idSupplierPayment } = ok(await pay('CASH', '25.10', key)).paySupplierInvoice;
    ok(await pay('CASH', '25.10', key)); // the same key pays once
    expect(await cashUsd(server.db, idDay)).toBe('74.90');
    ok(await pay('TRANSFER', '5.00')); // a transfer leaves the drawer alone
    expect(await cashUsd(server.db, idDay)).toBe('74.90');
    const day = ok(await admin.gql<{ getDailyCashierById: { supplierPayments: { amount: string; count: number; currency: { code: string } }[] } }>(DAY, { id: idDay }));
    expect(day.getDailyCashierById.supplierPayments).toEqual([{ amount: '25.10', count: 1, currency: { code: 'USD' } }]);
    const report = await stream(admin, 'dailyCashierClose', { from: TODAY, to: TODAY });
    const line = report.rows.find((r) => cell(report, r, 'supplierPayments') !== '0' && cell(report, r, 'currency') === 'USD')!;
    expect([cell(report, line, 'supplierPayments'), cell(report, line, 'expected')]).toEqual(['25.10', '74.90']);

    // Voiding needs a drawer to put the cash back in: with the day closed, refused and nothing changes.
    await server.db.query(`update daily_cashier set status = 'CLOSED', closed_at = now() where id_daily_cashier = $1`, [idDay]);
    const refused = await admin.gql(VOID, { data: { idempotencyKey: newKey(), idSupplierPayment, reason: 'Wrong invoice' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NO_DAILY_CASHIER_OPEN');
    expect((await server.db.query(`select 1 from supplier_payment where reversal_of = $1`, [idSupplierPayment])).length).toBe(0);
    await server.db.query(`update daily_cashier set status = 'OPEN', closed_at = null where id_daily_cashier = $1`, [idDay]);

    ok(await admin.gql(VOID, { data: { idempotencyKey: newKey(), idSupplierPayment, reason: 'Wrong invoice' } }));
    expect(await cashUsd(server.db, idDay)).toBe('100.00');
    const after = ok(await admin.gql<{ getDailyCashierById: { supplierPayments: { amount: string; count: number }[] } }>(DAY, { id: idDay }));
    expect(after.getDailyCashierById.supplierPayments).toMatchObject([{ amount: '0.00', count: 2 }]);
  });
});
