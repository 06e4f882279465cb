import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../../domain/calendar.ts';
import { createTestServer, dbKinds, type TestServer } from '../../testing/testServer.ts';
import { DEMO_CUSCO_ADMIN_EMAIL, demoEmail } from '../demoData.ts';

/** Reservation statuses of booked services (paid or not). */
const BOOKED = ['CONFIRMED', 'PARTIALLY_PAID', 'PAID'];

/* The demo data loaded by every test server is a living business around today (db/businessDayDemoData.ts). */
describe.each(dbKinds)('demo business day (%s)', (kind) => {
  let server: TestServer;
  const day = today();

  beforeAll(async () => {
    server = await createTestServer(kind, { demoBusinessDay: true });
    // Seeding a business day takes minutes on a loaded machine, as the other server suites allow.
  }, 600_000);
  afterAll(() => server?.close());

  it('has confirmed services in both OUs on every day from yesterday to a week ahead, and quotes and cancellations', async () => {
    const rows = await server.db.query<{ code: string; date: string; status: string; n: number }>(
      `select o.code, to_char(i.service_date, 'YYYY-MM-DD') as date, r.status, count(distinct r.id_reservation)::int as n
       from reservation_item i join reservation r using (id_reservation) join ou o on o.id_ou = r.id_ou
       where i.service_date between $1::date and $2::date group by 1, 2, 3`,
      [addDays(day, -1), addDays(day, 7)],
    );
    for (const code of ['LIM', 'CUZ']) {
      for (let d = -1; d <= 7; d++) {
        const date = addDays(day, d);
        expect(rows.some((r) => r.code === code && r.date === date && BOOKED.includes(r.status)), `${code} ${date}`).toBe(true);
      }
      expect(rows.some((r) => r.code === code && r.status === 'QUOTE')).toBe(true);
      expect(rows.some((r) => r.code === code && r.status === 'CANCELLED')).toBe(true);
    }
    // Confirmed services near today hold their units through the inventory writer.
    const [{ held }] = await server.db.query<{ held: number }>(
      `select coalesce(sum(held), 0)::int as held from inventory_day where day between $1::date and $2::date`, [day, addDays(day, 7)],
    );
    expect(held).toBeGreaterThan(0);
    const paid = await server.db.query<{ status: string }>(`select distinct status from reservation order by 1`);
    expect(paid.map((r) => r.status)).toEqual(['CANCELLED', 'CONFIRMED', 'PAID', 'PARTIALLY_PAID', 'QUOTE']);
  });

  it('owes suppliers in every state: services only expected, invoices open and paid, and one overdue', async () => {
    for (const code of ['LIM', 'CUZ']) {
      const [row] = await server.db.query<{ expectedOnly: number; open: number; paid: number; part: number; overdue: number }>(
        `select (select count(*) from supplier_expected_cost c where c.id_ou = o.id_ou and c.amount > 0
                  and not exists (select 1 from supplier_invoice_line l where l.id_reservation_item = c.id_reservation_item))::int as "expectedOnly",
           count(*) filter (where v.paid_amount = 0)::int as open, count(*) filter (where v.paid_amount = v.total)::int as paid,
           count(*) filter (where v.paid_amount > 0 and v.paid_amount < v.total)::int as part,
           count(*) filter (where v.paid_amount < v.total and v.due_date < $1::date)::int as overdue
         from ou o left join supplier_invoice v on v.id_ou = o.id_ou where o.code = $2 group by o.id_ou`,
        [day, code],
      );
      expect(row, code).toMatchObject({ overdue: 1 });
      for (const key of ['expectedOnly', 'open', 'paid'] as const) expect(row[key], `${code} ${key}`).toBeGreaterThan(0);
    }
  });

  it('shows believable margins: services costed from invoices and from expectations, some invoices over the expected cost', async () => {
    for (const code of ['LIM', 'CUZ']) {
      const [row] = await server.db.query<{ invoiced: number; expected: number; over: number; low: string; high: string }>(
        `select count(*) filter (where inv.total is not null)::int as invoiced, count(*) filter (where inv.total is null)::int as expected,
           count(*) filter (where inv.total > c.amount * 1.01)::int as over,
           min(100 * (i.amount - coalesce(inv.total, c.amount)) / i.amount)::text as low,
           max(100 * (i.amount - coalesce(inv.total, c.amount)) / i.amount)::text as high
         from supplier_expected_cost c join reservation_item i using (id_reservation_item) join ou o on o.id_ou = c.id_ou
         left join (select id_reservation_item, sum(amount + tax_amount) as total from supplier_invoice_line group by 1) inv
           using (id_reservation_item)
         where o.code = $1 and i.status = 'CONFIRMED' and i.amount > 0`,
        [code],
      );
      for (const key of ['invoiced', 'expected', 'over'] as const) expect(row[key], `${code} ${key}`).toBeGreaterThan(0);
      // A tour operator's margins: positive, and well under half the price.
      expect(Number(row.low), code).toBeGreaterThan(0);
      expect(Number(row.high), code).toBeLessThan(50);
    }
  });

  it('leaves waitlisted and cancelled passengers on some parties', async () => {
    const statuses = await server.db.query<{ status: string }>(
      `select distinct p.status from reservation_passenger p join reservation_item i using (id_reservation)
       where i.service_date between $1::date and $2::date`,
      [addDays(day, -1), addDays(day, 7)],
    );
    expect(statuses.map((s) => s.status).sort()).toEqual(['ACTIVE', 'CANCELLED', 'WAITLISTED']);
  });

  it('owes money on services done up to two months ago, in the 0-30 and 31-60 day buckets', async () => {
    const [aging] = await server.db.query<{ recent: number; older: number; paid: number }>(
      `select count(*) filter (where i.service_date >= $1::date - 30 and i.pending_amount > 0)::int as recent,
              count(*) filter (where i.service_date < $1::date - 30 and i.pending_amount > 0)::int as older,
              count(*) filter (where i.pending_amount = 0)::int as paid
       from reservation_item i join reservation r using (id_reservation)
       where r.status in ('CONFIRMED', 'PARTIALLY_PAID', 'PAID') and i.status = 'CONFIRMED' and i.service_date < $1::date`,
      [day],
    );
    expect(aging.recent).toBeGreaterThan(0);
    expect(aging.older).toBeGreaterThan(0);
    expect(aging.paid).toBeGreaterThan(0);
  });

  it('the administrator lands in Lima with its cash desk open; the Cusco administrator signs in to Cusco\'s', async () => {
    const TODAY = '{ viewer { ou { code } } myDailyCashierToday { status isToday } }';
    for (const [email, ou] of [[demoEmail('ADMIN'), 'LIM'], [DEMO_CUSCO_ADMIN_EMAIL, 'CUZ']]) {
      const client = server.client();
      const token = await client.login(email);
      const answer = await client.graphql<{ viewer: { ou: { code: string } }; myDailyCashierToday: { status: string; isToday: boolean } }>(TODAY, {}, token);
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ viewer: { ou: { code: ou } }, myDailyCashierToday: { status: 'OPEN', isToday: true } });
    }
  });

  it('closed yesterday\'s cashier 2.50 short in cash and keeps today\'s open, with cash, card, transfer and advance payments', async () => {
    const days = await server.db.query<{ ou: string; email: string; date: string; status: string }>(
      `select o.code as ou, u.email, to_char(d.cashier_date, 'YYYY-MM-DD') as date, d.status
       from daily_cashier d join ou o using (id_ou) join app_user u using (id_user) order by 1, 3`,
    );
    expect(days).toEqual([
      { ou: 'CUZ', email: DEMO_CUSCO_ADMIN_EMAIL, date: addDays(day, -1), status: 'CLOSED' },
      { ou: 'CUZ', email: DEMO_CUSCO_ADMIN_EMAIL, date: day, status: 'OPEN' },
      { ou: 'LIM', email: demoEmail('ADMIN'), date: addDays(day, -1), status: 'CLOSED' },
      { ou: 'LIM', email: demoEmail('ADMIN'), date: day, status: 'OPEN' },
    ]);
    const variances = await server.db.query<{ variance: string }>(
      `select c.variance::text from daily_cashier_count c where c.variance <> 0`,
    );
    expect(variances.map((v) => v.variance)).toEqual(['-2.50', '-2.50']);
    const methods = await server.db.query<{ method: string }>(
      'select distinct method from payment order by 1',
    );
    expect(methods.map((m) => m.method)).toEqual(['ADVANCE', 'CARD', 'CASH', 'DEPOSIT']);
    const [documents] = await server.db.query<{ n: number }>('select count(*)::int as n from fiscal_document');
    expect(documents.n).toBeGreaterThan(10);
    const advances = await server.db.query<{ total: string; available: string }>(
      'select total::text, available_amount::text as available from advance',
    );
    expect(advances).toHaveLength(2);
    for (const a of advances) {
      expect(Number(a.available)).toBeGreaterThan(0);
      expect(Number(a.available)).toBeLessThan(Number(a.total));
    }
  });

  it('lets an administrator work in both OUs: it changes to Cusco with Change OU, sees Cusco\'s data, and changes back', async () => {
    const client = server.client();
    const token = await client.login(demoEmail('ADMIN'));
    const ous = await server.db.query<{ code: string; idOu: string; idEntity: string }>(
      'select code, id_ou as "idOu", id_entity as "idEntity" from ou order by code',
    );
    const ou = (code: string) => ous.find((o) => o.code === code)!;
    const [admin] = await server.db.query<{ id: string }>('select id_user as id from app_user where email = $1', [demoEmail('ADMIN')]);
    const CHANGE = `mutation ($idUser: ID!, $idOu: ID!, $idEntity: ID!) {
      changeUserOu(idUser: $idUser, idOu: $idOu, idEntity: $idEntity) { ou { code } } }`;
    const VIEWER = '{ viewer { ou { code } } }';
    for (const code of ['CUZ', 'LIM']) {
      const moved = await client.graphql<{ changeUserOu: { ou: { code: string } } }>(CHANGE,
        { idUser: admin.id, idOu: ou(code).idOu, idEntity: ou(code).idEntity }, token);
      expect(moved.errors).toBeUndefined();
      expect(moved.data?.changeUserOu.ou.code).toBe(code);
      const viewer = await client.graphql<{ viewer: { ou: { code: string } } }>(VIEWER, {}, token);
      expect(viewer.data?.viewer.ou.code).toBe(code);
    }
  });
});
