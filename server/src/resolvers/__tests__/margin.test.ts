/**
 * Issue 24, part 3, margin: a service's selling against its cost (expected from the rate, then what the supplier
 * invoiced), a cancelled service's fees, totals per currency, the margin report's sums against SQL sums, and who may
 * see costs (ADMIN and RESADM; anyone else reads null, not an error). Both databases.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setTodayForTests } from '../../domain/calendar.ts';
import { add } from '../../domain/money.ts';
import { confirmReservation, setItemStatus } from '../../domain/reservations.ts';
import { ok, type SignedIn } from '../../testing/adminFixtures.ts';
import { SERVICE_DAY, payableReservation, limaPayables } from '../../testing/cashierFixtures.ts';
import { catalogValueId } from '../../testing/productFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const TODAY = '2031-01-05';
const MARGIN = `query ($id: ID!) { getReservationById(id: $id) {
  margin { totals { currency { code } selling cost margin marginPercent uncostedServices } }
  items { idReservationItem margin { currency { code } selling cost costSource margin marginPercent } } } }`;
const REGISTER = `mutation ($data: SupplierInvoiceInput!) { registerSupplierInvoice(data: $data) { idSupplierInvoice } }`;

interface Margin { selling: string; cost: string | null; costSource: string; margin: string | null; marginPercent: string | null; currency: { code: string } }
interface Total { selling: string; cost: string; margin: string; marginPercent: string | null; uncostedServices: number; currency: { code: string } }
interface Read { getReservationById: { margin: { totals: Total[] } | null; items: { idReservationItem: string; margin: Margin | null }[] } }

const money = (value: string | null | undefined) => add(value ?? '0', '0.00');
let keys = 0;

describe.each(dbKinds)('margin (%s)', (kind) => {
  const { server, users: [admin, resadm, agent] } = suiteServer(kind, { users: ['ADMIN', 'RESADM', 'RESVIEW'], today: TODAY });
  let lim: string;
  let usd: string;
  let pen: string;
  let supplier: string;
  let instance: string;
  const rates: Record<string, string> = {};

  const createRate = async (idCurrency: string, purchase: string, selling: string, fee = false) => {
    const perUnit = await catalogValueId(server.db, 'PRICE_TYPE', 'PER_UNIT');
    const [row] = await server.db.query<{ id: string }>(
      `insert into rate_instance (id_ou, id_product_instance, id_currency, id_price_type, service_from, service_to,
         purchase_from, purchase_to, purchase_unit_price, purchase_tax_amount, purchase_total, profit_amount, profit,
         selling_tax_percentage, selling_unit_price, selling_tax_amount, selling_total, enabled)
       values ($1, $2, $3, $4, '2031-01-01', '2031-12-31', '2030-01-01', '2031-12-31', $5, 0, $5, 0, 0, 18, $6, 0, $6, false)
       returning id_rate_instance as id`,
      [lim, instance, idCurrency, perUnit, purchase, selling],
    );
    if (fee) await server.db.query('insert into rate_cancellation_tier (id_rate_instance, days_before, fee_percentage) values ($1, 365, 50)', [row.id]);
    return row.id;
  };
  const actor = () => ({ idOu: lim, idUser: null, canOverridePrice: true });
  /** A reservation confirmed under `idRate` (cost = price x purchase / selling); `confirm: false` leaves a quote. */
  const booked = async (idRate: string, prices: string[], options: { currency?: string; customer?: string; confirm?: boolean } = {}) => {
    const r = await payableReservation(server.db, lim, instance, prices, { confirm: false, currency: options.currency, customer: options.customer });
    await server.db.query(
      'update reservation_item set id_rate_instance = $2, price_overridden = false, override_reason = null where id_reservation = $1',
      [r.idReservation, idRate],
    );
    if (options.confirm !== false) await confirmReservation(server.db, actor(), r.idReservation);
    return r;
  };
  const read = async (as: SignedIn, idReservation: string) => ok(await as.gql<Read>(MARGIN, { id: idReservation })).getReservationById;
  const marginOf = async (idReservation: string) => (await read(admin, idReservation)).items.map((i) => i.margin);
  const invoice = (lines: { idReservationItem: string; amount: string; taxAmount?: string }[], idCurrency = usd) =>
    admin.gql(REGISTER, {
      data: { idempotencyKey: `margin-${Date.now()}-${++keys}`, idSupplier: supplier, number: `M-${kind}-${++keys}`, invoiceDate: TODAY, idCurrency, lines },
    });

  beforeAll(async () => {
    ({ lim, instance, usd } = await limaPayables(server.db, 'MARGIN-1'));
    pen = await catalogValueId(server.db, 'CURRENCY', 'PEN');
    [{ id: supplier }] = await server.db.query<{ id: string }>(
      'select p.id_supplier as id from product p join product_instance i using (id_product) where i.id_product_instance = $1', [instance],
    );
    rates.usd = await createRate(usd, '70.00', '100.00');
    rates.fee = await createRate(usd, '80.00', '100.00', true);
    rates.pen = await createRate(pen, '260.00', '400.00');
  }, 600_000);
  beforeEach(() => setTodayForTests(TODAY));

  it("shows each confirmed service's margin against the expected cost, and a quote's as unknown", async () => {
    const r = await booked(rates.usd, ['250.00', '100.00']);
    const view = await read(admin, r.idReservation);
    expect(view.items.map((i) => i.margin)).toEqual([
      { currency: { code: 'USD' }, selling: '250.00', cost: '175.00', costSource: 'EXPECTED', margin: '75.00', marginPercent: '30.00' },
      { currency: { code: 'USD' }, selling: '100.00', cost: '70.00', costSource: 'EXPECTED', margin: '30.00', marginPercent: '30.00' },
    ]);
    expect(view.margin?.totals).toEqual([
      { currency: { code: 'USD' }, selling: '350.00', cost: '245.00', margin: '105.00', marginPercent: '30.00', uncostedServices: 0 },
    ]);

    const quote = await booked(rates.usd, ['90.00'], { confirm: false });
    expect(await marginOf(quote.idReservation)).toEqual([
      { currency: { code: 'USD' }, selling: '90.00', cost: null, costSource: 'NONE', margin: null, marginPercent: null },
    ]);
    expect((await read(admin, quote.idReservation)).margin?.totals).toEqual([
      { currency: { code: 'USD' }, selling: '0.00', cost: '0.00', margin: '0.00', marginPercent: null, uncostedServices: 1 },
    ]);
  });

  it("takes the supplier's invoiced cost, tax included, once an invoice bills the service", async () => {
    const r = await booked(rates.usd, ['250.00', '100.00']);
    ok(await invoice([{ idReservationItem: r.items[0], amount: '180.00', taxAmount: '2.00' }]));
    const [billed, expected] = await marginOf(r.idReservation);
    expect(billed).toMatchObject({ selling: '250.00', cost: '182.00', costSource: 'INVOICED', margin: '68.00', marginPercent: '27.20' });
    expect(expected).toMatchObject({ cost: '70.00', costSource: 'EXPECTED', margin: '30.00' });
    expect((await read(resadm, r.idReservation)).margin?.totals).toEqual([
      { currency: { code: 'USD' }, selling: '350.00', cost: '252.00', margin: '98.00', marginPercent: '28.00', uncostedServices: 0 },
    ]);
  });

  it("counts a cancelled service's fees: the customer's against the supplier's; without a fee, nothing either way", async () => {
    const fee = await booked(rates.fee, ['300.00']);
    const plain = await booked(rates.usd, ['100.00', '200.00']);
    await setItemStatus(server.db, actor(), fee.items[0], 'CANCELLED', 'Customer asked');
    await setItemStatus(server.db, actor(), plain.items[0], 'CANCELLED', 'Customer asked');
    // The rate's 50 % tier: the customer owes 150 of 300, the supplier is owed 120 of its 240.
    expect(await marginOf(fee.idReservation)).toEqual([
      { currency: { code: 'USD' }, selling: '150.00', cost: '120.00', costSource: 'EXPECTED', margin: '30.00', marginPercent: '20.00' },
    ]);
    expect((await marginOf(plain.idReservation))[0]).toMatchObject({ selling: '0.00', cost: '0.00', margin: '0.00', marginPercent: null });
    expect((await read(admin, plain.idReservation)).margin?.totals[0]).toMatchObject({ selling: '200.00', cost: '140.00', margin: '60.00' });
  });

  it('keeps each currency apart: a reservation in soles against one in dollars, and the report per currency', async () => {
    const soles = await booked(rates.pen, ['400.00', '800.00'], { currency: 'PEN', customer: 'Andes Explorer' });
    expect((await read(admin, soles.idReservation)).margin?.totals).toEqual([
      { currency: { code: 'PEN' }, selling: '1200.00', cost: '780.00', margin: '420.00', marginPercent: '35.00', uncostedServices: 0 },
    ]);
    ok(await invoice([{ idReservationItem: soles.items[1], amount: '500.00' }], pen));
    expect((await marginOf(soles.idReservation))[1]).toMatchObject({ cost: '500.00', costSource: 'INVOICED', margin: '300.00', currency: { code: 'PEN' } });
  });

  it("the margin report's rows and totals equal SQL sums over the services, per currency, and its filters hold", async () => {
    const stream = async (params: Record<string, unknown>, locale = 'en') => {
      const response = await admin.client.post('/api/reports/marginByCustomer', { params, format: 'screen', locale }, { token: admin.token });
      expect(response.statusCode).toBe(200);
      const events = response.body.split('\n').filter(Boolean).map((line: string) => JSON.parse(line));
      return {
        columns: events.find((e: { type: string }) => e.type === 'start').columns as { key: string; label: string }[],
        rows: events.filter((e: { type: string }) => e.type === 'rows').flatMap((e: { rows: unknown[][] }) => e.rows),
        totals: events.find((e: { type: string }) => e.type === 'totals').totals as { currency: string; rows: number; sums: Record<string, string> }[],
      };
    };
    const range = { from: SERVICE_DAY, to: SERVICE_DAY };
    const report = await stream(range);
    // The same figures written independently: invoiced lines (tax included) first, else the expected amount of a
    // service that is confirmed or cancelled; the customer's side is the amount, or the fee once cancelled.
    const sql = await server.db.query<{ currency: string; items: number; invoiced: number; selling: string; cost: string }>(
      `select cur.code as currency, count(*)::int as items, count(inv.total)::int as invoiced,
         sum(case when ri.status = 'CANCELLED' then coalesce(ri.cancellation_fee, 0) else ri.amount end)::text as selling,
         sum(coalesce(inv.total, c.amount))::text as cost
       from reservation_item ri join reservation r using (id_reservation)
       join supplier_expected_cost c on c.id_reservation_item = ri.id_reservation_item
       join general_parameter_value cur on cur.id_general_parameter_value = c.id_currency
       left join (select id_reservation_item, sum(amount + tax_amount) as total from supplier_invoice_line group by 1) inv
         on inv.id_reservation_item = ri.id_reservation_item
       where r.id_ou = $1 and ri.service_date = $2 and (ri.status <> 'PENDING' or inv.total is not null)
         and (coalesce(inv.total, c.amount) <> 0 or ri.status <> 'CANCELLED' or coalesce(ri.cancellation_fee, 0) <> 0)
       group by cur.code order by cur.code`,
      [lim, SERVICE_DAY],
    );
    expect(sql.map((s) => s.currency)).toEqual(['PEN', 'USD']);
    expect(report.totals.map((t) => ({
      currency: t.currency, items: Number(t.sums.items), invoiced: Number(t.sums.invoicedItems),
      selling: money(t.sums.selling), cost: money(t.sums.cost), margin: money(t.sums.margin),
    }))).toEqual(sql.map((s) => ({ ...s, selling: money(s.selling), cost: money(s.cost), margin: money(add(s.selling, `-${s.cost}`)) })));
    // The streamed rows add up to the totals.
    const col = (key: string) => report.columns.findIndex((c) => c.key === key);
    for (const total of report.totals) {
      const rows = report.rows.filter((row) => row[col('currency')] === total.currency);
      expect(money(rows.reduce<string>((s, row) => add(s, String(row[col('margin')])), '0'))).toBe(money(total.sums.margin));
    }
    // The currency filter keeps one currency; Spanish headings.
    const soles = await stream({ ...range, currency: pen }, 'es');
    expect(soles.totals.map((t) => t.currency)).toEqual(['PEN']);
    expect(soles.columns.map((c) => c.label)).toContain('Margen');
    // A range without services answers no rows.
    expect((await stream({ from: '2031-06-01', to: '2031-06-02' })).rows).toEqual([]);
  });

  it('shows costs only to who may read supplier payables: another role reads null, not an error', async () => {
    const r = await booked(rates.usd, ['100.00']);
    const seen = await read(agent, r.idReservation);
    expect(seen.margin).toBeNull();
    expect(seen.items.map((i) => i.margin)).toEqual([null]);
    expect((await read(resadm, r.idReservation)).items[0].margin).toMatchObject({ cost: '70.00' });
    const report = await agent.client.post('/api/reports/marginByCustomer', { params: { from: SERVICE_DAY, to: SERVICE_DAY }, format: 'screen', locale: 'en' }, { token: agent.token });
    expect(report.statusCode).toBe(403);
  });
});
