/**
 * Issue 24, supplier payables: the expected cost a confirmed service creates (and what cancelling leaves), supplier
 * invoices matched to their services with a tolerance and the refusals that save nothing, outgoing payments (twenty
 * parallel calls with one key pay once) and their voids as reversals, the statement's totals against SQL sums, the
 * ageing, OU scoping and the role table.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { DEMO_PASSWORD } from '../../db/demoData.ts';
import { setTodayForTests } from '../../domain/calendar.ts';
import { confirmReservation, setItemStatus } from '../../domain/reservations.ts';
import { codeOf, expectFieldCodes, ok, reasonOf, signIn } from '../../testing/adminFixtures.ts';
import { payableProduct, payableReservation, limaPayables } from '../../testing/cashierFixtures.ts';
import { signInCusco } from '../../testing/ouFixtures.ts';
import { catalogValueId, ouId } from '../../testing/productFixtures.ts';
import { dbKinds, type TestServer } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const TODAY = '2031-01-05';
const INVOICE_FIELDS = `idSupplierInvoice number invoiceDate dueDate subtotal taxAmount total expectedAmount difference tolerance
  match paidAmount openAmount status daysOverdue currency { code }
  lines { lineNumber reservationCode amount taxAmount total expectedAmount expectedStatus }
  payments { idSupplierPayment amount status reversalOf documentNumber method }`;
const REGISTER = `mutation ($data: SupplierInvoiceInput!) { registerSupplierInvoice(data: $data) { ${INVOICE_FIELDS} } }`;
const PAY = `mutation ($data: SupplierPaymentInput!) { paySupplierInvoice(data: $data) {
  idSupplierPayment amount status invoice { paidAmount openAmount status } } }`;
const VOID = `mutation ($data: VoidSupplierPaymentInput!) { voidSupplierPayment(data: $data) {
  idSupplierPayment status voidReason invoice { paidAmount openAmount status payments { amount status reversalOf } } } }`;
const INVOICE = `query ($id: ID!) { getSupplierInvoiceById(idSupplierInvoice: $id) { ${INVOICE_FIELDS} } }`;
const COSTS = `query ($input: ExpectedCostSearchInput!) { searchExpectedCosts(input: $input) { count
  data { idReservationItem reservationCode cost amount status invoicedAmount currency { code } } } }`;
const LIST = `query ($input: SupplierInvoiceSearchInput!) { searchSupplierInvoices(input: $input) { count
  data { number status openAmount supplierName } } }`;
const STATEMENT = `query ($id: ID!) { supplierStatement(idSupplier: $id) {
  lines { currency { code } expected invoiced paid open toInvoice }
  ageing { supplierName notDue days1To30 days31To60 days61To90 over90 total } } }`;
const ENTITY_STATEMENT = `query ($id: ID!) { getEntityById(id: $id) { name supplierStatement {
  lines { currency { code } expected invoiced paid open toInvoice }
  ageing { supplierName notDue days1To30 days31To60 days61To90 over90 total }
  latestInvoices { number dueDate } } } }`;

interface EntityStatement {
  getEntityById: { name: string; supplierStatement: { lines: unknown[]; ageing: unknown[]; latestInvoices: { number: string; dueDate: string }[] } | null };
}

/** A user whose role holds the entities screens but not supplier payables (a role an OU may define). */
async function signInEntityClerk(server: TestServer) {
  const email = 'entity.clerk@tourdesk.test';
  if (!(await server.db.query('select 1 from app_user where email = $1', [email])).length) {
    await server.db.query(`insert into role (code, description) values ('ENTCLERK', 'Entity clerk')`);
    await server.db.query(
      `insert into role_permission (id_role, id_permission) select r.id_role, p.id_permission from role r, permission p
       where r.code = 'ENTCLERK' and p.module in ('common', 'entities')`,
    );
    const [user] = await server.db.query<{ id: string }>(
      `insert into app_user (id_ou, name, user_name, email, password_hash)
       select o.id_ou, 'Entity clerk', $1, $1, a.password_hash from ou o, app_user a
       where o.code = 'LIM' and a.email = 'admin@tourdesk.test' returning id_user as id`,
      [email],
    );
    await server.db.query(`insert into user_role (id_user, id_role) select $1, id_role from role where code = 'ENTCLERK'`, [user.id]);
  }
  return signIn(server, email, DEMO_PASSWORD);
}

interface Invoice {
  idSupplierInvoice: string; number: string; total: string; expectedAmount: string; difference: string; tolerance: string; match: string;
  paidAmount: string; openAmount: string; status: string; daysOverdue: number; subtotal: string; taxAmount: string;
  lines: { lineNumber: number; total: string; expectedStatus: string }[];
  payments: { idSupplierPayment: string; amount: string; status: string; reversalOf: string | null }[];
}

let keys = 0;
const newKey = () => `payables-${Date.now()}-${++keys}`;
const TABLES = ['supplier_invoice', 'supplier_invoice_line', 'supplier_payment'];

async function counts(db: Queryable) {
  const out: Record<string, number> = {};
  for (const table of TABLES) out[table] = (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
  return out;
}

describe.each(dbKinds)('supplier payables (%s)', (kind) => {
  const { server, users: [admin, resadm] } = suiteServer(kind, { users: ['ADMIN', 'RESADM'], today: TODAY });
  let lim: string;
  let usd: string;
  let pen: string;
  let supplier: string;
  let otherSupplier: string;
  let rate: string;
  let feeRate: string;
  let otherRate: string;
  let instance: string;
  let otherInstance: string;
  let numbers = 0;

  /** A rate of the instance: purchase total `purchase`, selling total `selling`, with a 50 % tier when `fee`. */
  const createRate = async (idProductInstance: string, purchase: string, selling: string, fee = false) => {
    const perUnit = await catalogValueId(server.db, 'PRICE_TYPE', 'PER_UNIT');
    const [row] = await server.db.query<{ id: string }>(
      `insert into rate_instance (id_ou, id_product_instance, id_currency, id_price_type, service_from, service_to,
         purchase_from, purchase_to, purchase_unit_price, purchase_tax_amount, purchase_total, profit_amount, profit,
         selling_tax_percentage, selling_unit_price, selling_tax_amount, selling_total, enabled)
       values ($1, $2, $3, $4, '2031-01-01', '2031-12-31', '2030-01-01', '2031-12-31', $5, 0, $5, 0, 0, 18, $6, 0, $6, false)
       returning id_rate_instance as id`,
      [lim, idProductInstance, usd, perUnit, purchase, selling],
    );
    if (fee) await server.db.query('insert into rate_cancellation_tier (id_rate_instance, days_before, fee_percentage) values ($1, 365, 50)', [row.id]);
    return row.id;
  };

  /** A confirmed reservation whose items are priced at `prices` and bought under `idRate` (cost = price x purchase / selling). */
  const booked = async (idProductInstance: string, idRate: string, prices: string[]) => {
    const r = await payableReservation(server.db, lim, idProductInstance, prices, { confirm: false });
    await server.db.query(
      'update reservation_item set id_rate_instance = $2, price_overridden = false, override_reason = null where id_reservation = $1',
      [r.idReservation, idRate],
    );
    await confirmReservation(server.db, { idOu: lim, idUser: null, canOverridePrice: true }, r.idReservation);
    return r;
  };
  const actor = () => ({ idOu: lim, idUser: null, canOverridePrice: true });
  const register = (lines: { idReservationItem: string; amount: string; taxAmount?: string }[], extra: Record<string, unknown> = {}, as = admin) =>
    as.gql<{ registerSupplierInvoice: Invoice }>(REGISTER, {
      data: { idempotencyKey: newKey(), idSupplier: supplier, number: `F001-${++numbers}`, invoiceDate: TODAY, idCurrency: usd, lines, ...extra },
    });
  const pay = (idSupplierInvoice: string, amount: string, key = newKey(), as = admin) =>
    as.gql<{ paySupplierInvoice: { idSupplierPayment: string; invoice: { paidAmount: string; openAmount: string; status: string } } }>(PAY, {
      data: { idempotencyKey: key, idSupplierInvoice, method: 'TRANSFER', documentNumber: 'OP-778812', amount },
    });

  beforeAll(async () => {
    ({ lim, instance, usd } = await limaPayables(server.db, 'PAYABLE-1'));
    pen = await catalogValueId(server.db, 'CURRENCY', 'PEN');
    otherInstance = await payableProduct(server.db, lim, 'PAYABLE-2');
    [{ id: supplier }] = await server.db.query<{ id: string }>(
      'select p.id_supplier as id from product p join product_instance i using (id_product) where i.id_product_instance = $1', [instance],
    );
    [{ id: otherSupplier }] = await server.db.query<{ id: string }>(
      `select e.id_entity as id from entity e join entity_ou l on l.id_entity = e.id_entity and l.id_ou = $1
       join general_parameter_value r on r.id_general_parameter_value = e.id_entity_role
       where r.code in ('SUPPLIER', 'BOTH') and e.id_entity <> $2 order by e.name limit 1`,
      [lim, supplier],
    );
    await server.db.query(
      'update product set id_supplier = $2 where id_product = (select id_product from product_instance where id_product_instance = $1)',
      [otherInstance, otherSupplier],
    );
    rate = await createRate(instance, '70.00', '100.00');
    feeRate = await createRate(instance, '80.00', '100.00', true);
    otherRate = await createRate(otherInstance, '60.00', '100.00');
  }, 600_000);
  beforeEach(() => setTodayForTests(TODAY));

  it("creates each confirmed service's expected cost from the rate's purchase side; cancelling keeps only a supplier fee", async () => {
    const quote = await payableReservation(server.db, lim, instance, ['100.00'], { confirm: false });
    await server.db.query('update reservation_item set id_rate_instance = $2, price_overridden = false where id_reservation = $1', [quote.idReservation, rate]);
    expect((await server.db.query('select 1 from supplier_expected_cost where id_reservation = $1', [quote.idReservation])).length).toBe(0);

    const plain = await booked(instance, rate, ['250.00', '100.00']);
    const fee = await booked(instance, feeRate, ['300.00']);
    const costs = async (idReservation: string) => (await server.db.query<{ cost: string; amount: string; status: string }>(
      `select c.cost::text, c.amount::text, c.status, c.id_supplier as "idSupplier", c.id_currency as "idCurrency"
       from supplier_expected_cost c join reservation_item i using (id_reservation_item) where c.id_reservation = $1 order by i.item_number`,
      [idReservation],
    ));
    // 70 % of the selling amount (purchase 70 / selling 100), in the rate's currency, to the product's supplier.
    expect(await costs(plain.idReservation)).toEqual([
      { cost: '175.00', amount: '175.00', status: 'EXPECTED', idSupplier: supplier, idCurrency: usd },
      { cost: '70.00', amount: '70.00', status: 'EXPECTED', idSupplier: supplier, idCurrency: usd },
    ]);
    // Cancelled without a fee: nothing payable. With the rate's 50 % tier: half the cost stays owed to the supplier.
    await setItemStatus(server.db, actor(), plain.items[1], 'CANCELLED', 'Customer asked');
    await setItemStatus(server.db, actor(), fee.items[0], 'CANCELLED', 'Customer asked');
    expect((await costs(plain.idReservation))[1]).toMatchObject({ cost: '70.00', amount: '0.00', status: 'REMOVED' });
    expect(await costs(fee.idReservation)).toMatchObject([{ cost: '240.00', amount: '120.00', status: 'FEE' }]);

    const listed = ok(await resadm.gql<{ searchExpectedCosts: { data: { idReservationItem: string; status: string; amount: string }[] } }>(
      COSTS, { input: { idSupplier: supplier, uninvoiced: true, take: 100 } },
    )).searchExpectedCosts.data;
    expect(listed.find((c) => c.idReservationItem === fee.items[0])).toMatchObject({ status: 'FEE', amount: '120.00' });
    expect(listed.some((c) => c.idReservationItem === plain.items[1])).toBe(false);
  });

  it('registers an invoice over services with its difference to the expected cost and the tolerance', async () => {
    const r = await booked(instance, rate, ['200.00', '100.00']);
    // Expected 140 + 70 = 210; billed 180 + 30 net and 2.00 tax = 212: within 1 % (2.10).
    const inv = ok(await register([
      { idReservationItem: r.items[0], amount: '180.00', taxAmount: '2.00' }, { idReservationItem: r.items[1], amount: '30.00' },
    ])).registerSupplierInvoice;
    expect(inv).toMatchObject({
      subtotal: '210.00', taxAmount: '2.00', total: '212.00', expectedAmount: '210.00', difference: '2.00', tolerance: '2.10',
      match: 'MATCHED', paidAmount: '0.00', openAmount: '212.00', status: 'OPEN', dueDate: '2031-02-04', currency: { code: 'USD' },
    });
    expect(inv.lines.map((l) => [l.lineNumber, l.total, l.expectedStatus])).toEqual([[1, '182.00', 'EXPECTED'], [2, '30.00', 'EXPECTED']]);
    // Over the tolerance it is still registered, marked for the staff.
    const other = await booked(instance, rate, ['100.00']);
    const over = ok(await register([{ idReservationItem: other.items[0], amount: '75.00' }])).registerSupplierInvoice;
    expect(over).toMatchObject({ expectedAmount: '70.00', difference: '5.00', tolerance: '1.00', match: 'OVER' });
    // A cancelled service with a supplier fee can be billed for its fee.
    const fee = await booked(instance, feeRate, ['100.00']);
    await setItemStatus(server.db, actor(), fee.items[0], 'CANCELLED', 'Customer asked');
    const feeInvoice = ok(await register([{ idReservationItem: fee.items[0], amount: '40.00' }], {}, resadm)).registerSupplierInvoice;
    expect(feeInvoice).toMatchObject({ expectedAmount: '40.00', match: 'MATCHED' });
    expect(feeInvoice.lines[0].expectedStatus).toBe('FEE');
    // A repeated key answers the first invoice and writes nothing.
    const key = newKey();
    const again = await booked(instance, rate, ['100.00']);
    const data = { idempotencyKey: key, idSupplier: supplier, number: 'REPEAT-1', invoiceDate: TODAY, idCurrency: usd, lines: [{ idReservationItem: again.items[0], amount: '70' }] };
    const first = ok(await admin.gql<{ registerSupplierInvoice: Invoice }>(REGISTER, { data })).registerSupplierInvoice;
    const before = await counts(server.db);
    const second = ok(await admin.gql<{ registerSupplierInvoice: Invoice }>(REGISTER, { data })).registerSupplierInvoice;
    expect(second.idSupplierInvoice).toBe(first.idSupplierInvoice);
    expect(await counts(server.db)).toEqual(before);
  });

  it('refuses bad invoices with field codes and saves nothing', async () => {
    const r = await booked(instance, rate, ['100.00', '100.00']);
    await setItemStatus(server.db, actor(), r.items[1], 'CANCELLED', 'Customer asked');
    const foreign = await booked(otherInstance, otherRate, ['100.00']);
    const quote = await payableReservation(server.db, lim, instance, ['100.00'], { confirm: false });
    const cusco = await ouId(server.db, 'CUZ');
    const [{ id: cuscoSupplier }] = await server.db.query<{ id: string }>(
      `select e.id_entity as id from entity e join entity_ou l on l.id_entity = e.id_entity and l.id_ou = $1
       where not exists (select 1 from entity_ou m where m.id_entity = e.id_entity and m.id_ou = $2) limit 1`,
      [cusco, lim],
    );
    ok(await register([{ idReservationItem: r.items[0], amount: '70.00' }], { number: 'DUP-77' }));
    const before = await counts(server.db);
    const line = (idReservationItem: string, amount = '10.00') => ({ idReservationItem, amount });

    const cancelled = await register([line(r.items[1])]);
    expect(codeOf(cancelled)).toBe('VALIDATION');
    expectFieldCodes(cancelled, { 'lines.0.idReservationItem': 'SERVICE_CANCELLED' });
    expectFieldCodes(await register([line(quote.items[0])]), { 'lines.0.idReservationItem': 'SERVICE_NOT_CONFIRMED' });
    expectFieldCodes(await register([line(foreign.items[0])]), { 'lines.0.idReservationItem': ['OTHER_SUPPLIER', { code: foreign.code }] });
    expectFieldCodes(await register([line(r.items[0])], { idSupplier: cuscoSupplier }), { idSupplier: 'INVALID_CHOICE' });
    expectFieldCodes(await register([line(r.items[0])], { idCurrency: pen }), { 'lines.0.idReservationItem': 'OTHER_CURRENCY' });
    expectFieldCodes(await register([{ idReservationItem: r.items[0], amount: '-5.00', taxAmount: '-1' }]), {
      'lines.0.amount': 'NEGATIVE', 'lines.0.taxAmount': 'NEGATIVE',
    });
    expectFieldCodes(await register([line(r.items[0])], { number: 'dup-77' }), { number: ['DUPLICATE', { number: 'dup-77' }] });
    expectFieldCodes(await register([line(r.items[0]), line(r.items[0])]), { 'lines.1.idReservationItem': 'DUPLICATE' });
    expectFieldCodes(await register([line(r.items[0], '0')]), { lines: 'ZERO_NOT_ALLOWED' });
    expectFieldCodes(await register([], { invoiceDate: '2031-02-01', dueDate: '2031-01-01' }), {
      invoiceDate: 'FUTURE_DATE', lines: 'TOO_FEW',
    });
    expectFieldCodes(await register([line(r.items[0])], { invoiceDate: '2031-01-04', dueDate: '2031-01-01' }), { dueDate: 'END_BEFORE_START' });
    expect(await counts(server.db)).toEqual(before);
  });

  it('pays an invoice in parts, never beyond what it owes; twenty parallel calls with one key pay once', async () => {
    const r = await booked(instance, rate, ['300.00']);
    const inv = ok(await register([{ idReservationItem: r.items[0], amount: '210.00' }])).registerSupplierInvoice;
    const part = ok(await pay(inv.idSupplierInvoice, '50.00')).paySupplierInvoice;
    expect(part.invoice).toEqual({ paidAmount: '50.00', openAmount: '160.00', status: 'OPEN' });
    const before = await counts(server.db);
    expectFieldCodes(await pay(inv.idSupplierInvoice, '160.01'), { amount: ['EXCEEDS_OPEN', { open: '160.00' }] });
    expectFieldCodes(await pay(inv.idSupplierInvoice, '-1'), { amount: 'NEGATIVE' });
    expectFieldCodes(await pay(inv.idSupplierInvoice, '0'), { amount: 'ZERO_NOT_ALLOWED' });
    expect(await counts(server.db)).toEqual(before);

    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(inv.idSupplierInvoice, '100.00', key)));
    const ids = new Set(results.map((result) => ok(result).paySupplierInvoice.idSupplierPayment));
    expect(ids.size).toBe(1);
    const [{ n, paid }] = await server.db.query<{ n: number; paid: string }>(
      `select count(*)::int as n, sum(p.amount)::text as paid from supplier_payment p where p.id_supplier_invoice = $1`, [inv.idSupplierInvoice],
    );
    expect(n).toBe(2);
    expect(paid).toBe('150.00');
    const [{ paidAmount }] = await server.db.query<{ paidAmount: string }>(
      'select paid_amount::text as "paidAmount" from supplier_invoice where id_supplier_invoice = $1', [inv.idSupplierInvoice],
    );
    expect(paidAmount).toBe('150.00');
    // Different keys racing for the last 60: exactly one gets it.
    const race = await Promise.all([pay(inv.idSupplierInvoice, '60.00'), pay(inv.idSupplierInvoice, '60.00')]);
    expect(race.filter((result) => !result.errors)).toHaveLength(1);
    expect(ok(await admin.gql<{ getSupplierInvoiceById: Invoice }>(INVOICE, { id: inv.idSupplierInvoice })).getSupplierInvoiceById)
      .toMatchObject({ paidAmount: '210.00', openAmount: '0.00', status: 'PAID' });
  });

  it('voids a payment as a reversal: the invoice owes it again, a second void is refused, a repeated key answers the first', async () => {
    const r = await booked(instance, rate, ['100.00']);
    const inv = ok(await register([{ idReservationItem: r.items[0], amount: '70.00' }])).registerSupplierInvoice;
    const payment = ok(await pay(inv.idSupplierInvoice, '70.00', newKey(), resadm)).paySupplierInvoice;
    const key = newKey();
    const voided = ok(await resadm.gql<{ voidSupplierPayment: { status: string; voidReason: string; invoice: Invoice } }>(VOID, {
      data: { idempotencyKey: key, idSupplierPayment: payment.idSupplierPayment, reason: 'Sent to the wrong account' },
    })).voidSupplierPayment;
    expect(voided).toMatchObject({ status: 'VOIDED', voidReason: 'Sent to the wrong account' });
    expect(voided.invoice).toMatchObject({ paidAmount: '0.00', openAmount: '70.00', status: 'OPEN' });
    expect(voided.invoice.payments).toEqual([
      { amount: '70.00', status: 'VOIDED', reversalOf: null },
      { amount: '-70.00', status: 'REVERSAL', reversalOf: payment.idSupplierPayment },
    ]);
    const before = await counts(server.db);
    const repeat = await resadm.gql(VOID, { data: { idempotencyKey: key, idSupplierPayment: payment.idSupplierPayment, reason: 'Sent to the wrong account' } });
    expect(ok(repeat)).toBeTruthy();
    const twice = await resadm.gql(VOID, { data: { idempotencyKey: newKey(), idSupplierPayment: payment.idSupplierPayment, reason: 'Again' } });
    expect(codeOf(twice)).toBe('CONFLICT');
    expect(reasonOf(twice)).toMatchObject({ reason: 'ALREADY_VOIDED' });
    expect(await counts(server.db)).toEqual(before);
  });

  it("reads the supplier's statement (totals equal SQL sums) and ages what is open by due date", async () => {
    const r = await booked(instance, rate, ['100.00', '200.00']);
    const inv = ok(await register([{ idReservationItem: r.items[0], amount: '70.00' }], { invoiceDate: '2030-10-01', dueDate: '2030-11-01' })).registerSupplierInvoice;
    ok(await pay(inv.idSupplierInvoice, '20.00'));
    const statement = ok(await resadm.gql<{ supplierStatement: { lines: Record<string, unknown>[]; ageing: Record<string, unknown>[] } }>(
      STATEMENT, { id: supplier },
    )).supplierStatement;
    const [sums] = await server.db.query<Record<string, string>>(
      `select (select sum(amount) from supplier_expected_cost where id_ou = $1 and id_supplier = $2 and id_currency = $3)::text as expected,
         (select sum(total) from supplier_invoice where id_ou = $1 and id_supplier = $2 and id_currency = $3)::text as invoiced,
         (select sum(p.amount) from supplier_payment p where p.id_ou = $1 and p.id_supplier = $2 and p.id_currency = $3)::text as paid,
         (select sum(c.amount) from supplier_expected_cost c where c.id_ou = $1 and c.id_supplier = $2 and c.id_currency = $3
            and not exists (select 1 from supplier_invoice_line l where l.id_reservation_item = c.id_reservation_item))::text as "toInvoice"`,
      [lim, supplier, usd],
    );
    const usdLine = statement.lines.find((l) => (l.currency as { code: string }).code === 'USD')!;
    expect(usdLine).toMatchObject({ expected: sums.expected, invoiced: sums.invoiced, paid: sums.paid, toInvoice: sums.toInvoice });
    expect(usdLine.open).toBe((await server.db.query<{ v: string }>(
      'select sum(total - paid_amount)::text as v from supplier_invoice where id_ou = $1 and id_supplier = $2', [lim, supplier],
    ))[0].v);
    // Due 2030-11-01, today 2031-01-05: 65 days late, 50.00 open.
    const [ageing] = statement.ageing;
    expect(Number(ageing.days61To90)).toBeGreaterThanOrEqual(50);
    expect(ok(await admin.gql<{ searchSupplierInvoices: { data: { number: string; status: string }[] } }>(LIST, {
      input: { status: 'OVERDUE', idSupplier: supplier },
    })).searchSupplierInvoices.data.map((d) => d.status)).toContain('OVERDUE');
    expect(ok(await admin.gql<{ getSupplierInvoiceById: Invoice }>(INVOICE, { id: inv.idSupplierInvoice })).getSupplierInvoiceById)
      .toMatchObject({ status: 'OVERDUE', daysOverdue: 65, openAmount: '50.00' });
  });

  it("keeps every OU to its own payables and holds the operations to ADMIN and RESADM", async () => {
    const r = await booked(instance, rate, ['100.00']);
    const inv = ok(await register([{ idReservationItem: r.items[0], amount: '70.00' }])).registerSupplierInvoice;
    const cusco = await signInCusco(server);
    expect(ok(await cusco.gql<{ getSupplierInvoiceById: null }>(INVOICE, { id: inv.idSupplierInvoice })).getSupplierInvoiceById).toBeNull();
    expect(ok(await cusco.gql<{ searchSupplierInvoices: { count: number } }>(LIST, { input: {} })).searchSupplierInvoices.count).toBe(0);
    const stolen = await pay(inv.idSupplierInvoice, '10.00', newKey(), cusco);
    expectFieldCodes(stolen, { idSupplierInvoice: 'NOT_FOUND' });
    expectFieldCodes(await register([{ idReservationItem: r.items[0], amount: '1' }], {}, cusco), { idSupplier: 'INVALID_CHOICE' });
    const viewer = await signIn(server, 'RESVIEW');
    expect(codeOf(await viewer.gql(LIST, { input: {} }))).toBe('FORBIDDEN');
    expect(codeOf(await pay(inv.idSupplierInvoice, '10.00', newKey(), viewer))).toBe('FORBIDDEN');
  });

  it("answers the statement on a supplier's entity page to whoever reads payables; null for other roles and other entities", async () => {
    const r = await booked(instance, rate, ['90.00']);
    const inv = ok(await register([{ idReservationItem: r.items[0], amount: '63.00' }], { dueDate: '2031-12-31' })).registerSupplierInvoice;
    const page = ok(await admin.gql<EntityStatement>(ENTITY_STATEMENT, { id: supplier })).getEntityById.supplierStatement!;
    const { supplierStatement } = ok(await admin.gql<{ supplierStatement: { lines: unknown[]; ageing: unknown[] } }>(STATEMENT, { id: supplier }));
    // The same figures as the payables screens' own query.
    expect({ lines: page.lines, ageing: page.ageing }).toEqual(supplierStatement);
    const invoices = ok(await admin.gql<{ searchSupplierInvoices: { data: { number: string }[] } }>(
      `query ($input: SupplierInvoiceSearchInput!) { searchSupplierInvoices(input: $input) { data { number } } }`,
      { input: { idSupplier: supplier, take: 10, sortBy: 'dueDate', sortDirection: 'DESC' } },
    )).searchSupplierInvoices.data;
    expect(page.latestInvoices.map((i) => i.number)).toEqual(invoices.map((i) => i.number));
    expect(page.latestInvoices.map((i) => i.number)).toContain(inv.number);
    expect(page.latestInvoices.length).toBeLessThanOrEqual(10);

    // A role with the entity screens but without supplier payables: the page reads, the statement is null, no error.
    const clerk = await signInEntityClerk(server);
    const refused = await clerk.gql<EntityStatement>(ENTITY_STATEMENT, { id: supplier });
    expect(refused.errors).toBeUndefined();
    expect(refused.data?.getEntityById).toMatchObject({ name: expect.any(String), supplierStatement: null });
    expect(codeOf(await clerk.gql(STATEMENT, { id: supplier }))).toBe('FORBIDDEN');

    // An entity that is only a customer has no statement, even for ADMIN.
    const [{ id: customer }] = await server.db.query<{ id: string }>(
      `select e.id_entity as id from entity e join entity_ou l on l.id_entity = e.id_entity and l.id_ou = $1
       join general_parameter_value v on v.id_general_parameter_value = e.id_entity_role where upper(v.code) = 'CUSTOMER' limit 1`,
      [lim],
    );
    expect(ok(await admin.gql<EntityStatement>(ENTITY_STATEMENT, { id: customer })).getEntityById.supplierStatement).toBeNull();
  });
});
