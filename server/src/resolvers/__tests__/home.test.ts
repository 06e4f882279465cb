import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { DEMO_PASSWORD } from '../../db/demoData.ts';
import { addDays, setTodayForTests, today } from '../../domain/calendar.ts';
import { openDailyCashier } from '../../domain/dailyCashier.ts';
import { applyInventoryTransaction } from '../../domain/inventory.ts';
import { add, compare } from '../../domain/money.ts';
import { addItem, confirmReservation, createReservation, type Actor } from '../../domain/reservations.ts';
import { codeOf, ok, signIn, type SignedIn } from '../../testing/adminFixtures.ts';
import { catalogValueId, createFixtureProduct } from '../../testing/productFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const DASHBOARD = `query { homeDashboard {
  today
  todayServices { date serviceCount reservationCount arrivalCount passengerCount arrivingPassengerCount
    services { idReservation reservationCode customerName productName instanceName quantity passengerCount arrival } }
  sales { from to currencies { currencyCode total reservationCount days { date amount reservationCount } } statuses { status count } }
  receivables { currencyCode total reservationCount buckets { key amount reservationCount }
    topCustomers { idEntity name amount reservationCount } oldestReservationDate }
  openDailyCashiers { idDailyCashier cashierName cashierDate openedAt }
  occupancy { date held capacity }
} }`;

interface Dashboard {
  today: string;
  todayServices: {
    date: string; serviceCount: number; reservationCount: number; arrivalCount: number; passengerCount: number;
    arrivingPassengerCount: number;
    services: { idReservation: string; reservationCode: string; productName: string; quantity: number; passengerCount: number; arrival: boolean }[];
  };
  sales: {
    from: string; to: string;
    currencies: { currencyCode: string; total: string; reservationCount: number; days: { date: string; amount: string; reservationCount: number }[] }[];
    statuses: { status: string; count: number }[];
  };
  receivables: {
    currencyCode: string; total: string; reservationCount: number;
    buckets: { key: string; amount: string; reservationCount: number }[];
    topCustomers: { idEntity: string; name: string; amount: string; reservationCount: number }[];
    oldestReservationDate: string;
  }[];
  openDailyCashiers: { idDailyCashier: string; cashierName: string; cashierDate: string; openedAt: string }[];
  occupancy: { date: string; held: number; capacity: number }[];
}

const BASE_DAY = today();
/** The dashboard is read "tomorrow" so one reservation's first service lies before its today's service. */
const DASHBOARD_DAY = addDays(BASE_DAY, 1);

async function customerOf(db: Queryable, idOu: string) {
  const [row] = await db.query<{ id: string }>(
    `select e.id_entity as id from entity e join entity_ou l on l.id_entity = e.id_entity and l.id_ou = $1
     join general_parameter_value r on r.id_general_parameter_value = e.id_entity_role
     where upper(r.code) in ('CUSTOMER', 'BOTH') and e.id_status = 'ACTIVE' order by e.name limit 1`,
    [idOu],
  );
  return row.id;
}

/**
 * One OU's services around the dashboard day: reservation A starts on BASE_DAY and goes on into DASHBOARD_DAY (not an
 * arrival then), B starts on DASHBOARD_DAY (an arrival), a quote on DASHBOARD_DAY counts for nothing, and an open
 * daily cashier. Prices are manual so every amount is known.
 */
async function seedOuDay(db: Queryable, idOu: string, idUser: string, tag: string) {
  const actor: Actor = { idOu, idUser: null, canOverridePrice: true };
  const product = await createFixtureProduct(db, idOu, { code: `HOME-${tag}`, name: `Home ${tag} tour`, hasInventory: true });
  const instance = product.instances[0].idProductInstance;
  await applyInventoryTransaction(db, {
    idProductInstance: instance, dateFrom: BASE_DAY, dateTo: addDays(BASE_DAY, 10), transactionType: 'ADD_CAPACITY', quantity: 40,
  }, null);
  const idEntity = await customerOf(db, idOu);
  const idCurrency = await catalogValueId(db, 'CURRENCY', 'USD');
  const reservation = async (passengerCount: number, days: string[], confirm: boolean) => {
    const r = await createReservation(db, actor, { reservationDate: BASE_DAY, idEntity, passengerCount, idCurrency });
    for (const serviceDate of days) {
      await addItem(db, actor, {
        idReservation: r.idReservation, idProductInstance: instance, serviceDate, quantity: passengerCount,
        unitPrice: '125.35', overrideReason: 'home test',
      });
    }
    if (confirm) await confirmReservation(db, actor, r.idReservation);
    return r;
  };
  await reservation(2, [BASE_DAY, DASHBOARD_DAY], true);
  const legacy = await reservation(3, [DASHBOARD_DAY], true);
  await reservation(4, [DASHBOARD_DAY], false);
  // Two months ahead (a product without inventory): its deposit is due on confirmation, its balance not yet.
  const later = await createFixtureProduct(db, idOu, { code: `HOME-${tag}-L`, name: `Home ${tag} later`, hasInventory: false });
  const ahead = await createReservation(db, actor, { reservationDate: BASE_DAY, idEntity, passengerCount: 1, idCurrency });
  await addItem(db, actor, {
    idReservation: ahead.idReservation, idProductInstance: later.instances[0].idProductInstance, serviceDate: addDays(BASE_DAY, 60),
    quantity: 1, unitPrice: '1000.00', overrideReason: 'home test',
  });
  await confirmReservation(db, actor, ahead.idReservation);
  // One as confirmed before payment schedules existed: no schedule, aged by its reservation date.
  await db.query('delete from reservation_instalment where id_reservation = $1', [legacy.idReservation]);
  await db.query('delete from reservation_payment_schedule where id_reservation = $1', [legacy.idReservation]);
  await openDailyCashier(db, idOu, idUser, []);
}

describe.each(dbKinds)('home dashboard (%s)', (kind) => {
  const { server, users: [admin], cusco } = suiteServer(kind, { users: ['ADMIN'], cusco: true });
  let limaOu: string;
  let cuscoOu: string;

  beforeAll(async () => {
    const ous = await server.db.query<{ code: string; id: string }>(`select code, id_ou as id from ou where code in ('LIM', 'CUZ')`);
    limaOu = ous.find((o) => o.code === 'LIM')!.id;
    cuscoOu = ous.find((o) => o.code === 'CUZ')!.id;
    await seedOuDay(server.db, limaOu, admin.idUser, 'LIM');
    await seedOuDay(server.db, cuscoOu, cusco.idUser, 'CUZ');
    setTodayForTests(DASHBOARD_DAY);
  }, 300_000);
  afterEach(() => setTodayForTests(DASHBOARD_DAY));
  afterAll(() => setTodayForTests(null));

  const dashboard = async (caller: SignedIn) => ok(await caller.gql<{ homeDashboard: Dashboard }>(DASHBOARD)).homeDashboard;

  it("counts today's services, arrivals and passengers as a direct SQL count does", async () => {
    const home = await dashboard(admin);
    expect(home.today).toBe(DASHBOARD_DAY);
    const [direct] = await server.db.query<{ services: number; reservations: number; passengers: number }>(
      `select count(*)::int as services, count(distinct r.id_reservation)::int as reservations,
              (select coalesce(sum(x.passenger_count), 0)::int from reservation x where x.id_ou = $1
                 and x.status in ('CONFIRMED', 'PARTIALLY_PAID', 'PAID')
                 and exists (select 1 from reservation_item y where y.id_reservation = x.id_reservation
                             and y.service_date = $2 and y.status <> 'CANCELLED')) as passengers
       from reservation_item it join reservation r using (id_reservation)
       where r.id_ou = $1 and it.service_date = $2 and it.status <> 'CANCELLED'
         and r.status in ('CONFIRMED', 'PARTIALLY_PAID', 'PAID')`,
      [limaOu, DASHBOARD_DAY],
    );
    const [arrivals] = await server.db.query<{ count: number; passengers: number }>(
      `select count(*)::int as count, coalesce(sum(passenger_count), 0)::int as passengers from reservation r
       where r.id_ou = $1 and r.status in ('CONFIRMED', 'PARTIALLY_PAID', 'PAID')
         and (select min(service_date) from reservation_item i where i.id_reservation = r.id_reservation
              and i.status <> 'CANCELLED') = $2`,
      [limaOu, DASHBOARD_DAY],
    );
    expect(home.todayServices).toMatchObject({
      date: DASHBOARD_DAY, serviceCount: direct.services, reservationCount: direct.reservations,
      passengerCount: direct.passengers, arrivalCount: arrivals.count, arrivingPassengerCount: arrivals.passengers,
    });
    // The seed: A (2 passengers, started yesterday) and B (3, arrives today); the quote (4) is left off.
    const ours = home.todayServices.services.filter((s) => s.productName === 'Home LIM tour');
    expect(ours.map((s) => [s.passengerCount, s.arrival]).sort()).toEqual([[2, false], [3, true]]);
    expect(home.todayServices.services.length).toBeLessThanOrEqual(10);
  });

  it('sums the last 30 days of sales per currency and day exactly as SQL does', async () => {
    const home = await dashboard(admin);
    const from = addDays(DASHBOARD_DAY, -29);
    expect(home.sales).toMatchObject({ from, to: DASHBOARD_DAY });
    const totals = await server.db.query<{ code: string; total: string; count: number }>(
      `select c.code, sum(r.amount)::text as total, count(*)::int as count from reservation r
       join general_parameter_value c on c.id_general_parameter_value = r.id_currency
       where r.id_ou = $1 and r.status in ('CONFIRMED', 'PARTIALLY_PAID', 'PAID')
         and r.reservation_date >= $2 and r.reservation_date <= $3 group by c.code order by c.code`,
      [limaOu, from, DASHBOARD_DAY],
    );
    expect(totals.length).toBeGreaterThan(0);
    expect(home.sales.currencies.map((c) => [c.currencyCode, c.total, c.reservationCount]).sort())
      .toEqual(totals.map((t) => [t.code, t.total, t.count]));
    for (const currency of home.sales.currencies) {
      expect(currency.days).toHaveLength(30);
      expect(currency.days[0].date).toBe(from);
      expect(currency.days[29].date).toBe(DASHBOARD_DAY);
      // The days add up to the total, exactly.
      expect(compare(currency.days.reduce((s, d) => add(s, d.amount), '0'), currency.total)).toBe(0);
      const byDay = await server.db.query<{ day: string; amount: string }>(
        `select r.reservation_date::text as day, sum(r.amount)::text as amount from reservation r
         join general_parameter_value c on c.id_general_parameter_value = r.id_currency
         where r.id_ou = $1 and c.code = $2 and r.status in ('CONFIRMED', 'PARTIALLY_PAID', 'PAID')
           and r.reservation_date between $3 and $4 group by 1`,
        [limaOu, currency.currencyCode, from, DASHBOARD_DAY],
      );
      for (const row of byDay) expect(currency.days.find((d) => d.date === row.day)?.amount).toBe(row.amount);
    }
    const statuses = await server.db.query<{ status: string; count: number }>(
      `select status, count(*)::int as count from reservation where id_ou = $1 and reservation_date between $2 and $3
       group by status order by status`,
      [limaOu, from, DASHBOARD_DAY],
    );
    expect(home.sales.statuses).toEqual(statuses);
  });

  it('ages what customers owe by due date (reservation date without a schedule) and ranks them as SQL sums do', async () => {
    const home = await dashboard(admin);
    // What is owed, row by row: each open instalment from its due date; a reservation without a schedule from its date.
    const owedRows = await server.db.query<{ code: string; id: string; from: string; amount: string; scheduled: boolean }>(
      `select c.code, r.id_reservation as id, n.due_date::text as "from", (n.amount - n.paid_amount)::text as amount, true as scheduled
       from reservation r join reservation_instalment n using (id_reservation)
       join general_parameter_value c on c.id_general_parameter_value = r.id_currency
       where r.id_ou = $1 and r.status <> 'QUOTE' and r.pending_amount > 0 and n.paid_amount < n.amount
       union all
       select c.code, r.id_reservation, r.reservation_date::text, r.pending_amount::text, false
       from reservation r join general_parameter_value c on c.id_general_parameter_value = r.id_currency
       where r.id_ou = $1 and r.status <> 'QUOTE' and r.pending_amount > 0
         and not exists (select 1 from reservation_instalment n where n.id_reservation = r.id_reservation)`,
      [limaOu],
    );
    expect(owedRows.some((o) => o.scheduled) && owedRows.some((o) => !o.scheduled)).toBe(true);
    // The reservation two months ahead has its balance not yet due, its deposit a day overdue.
    expect(home.receivables.find((r) => r.currencyCode === 'USD')!.buckets[0].reservationCount).toBeGreaterThan(0);
    const rows = await server.db.query<{ code: string; date: string; pending: string; entity: string }>(
      `select c.code, r.reservation_date::text as date, r.pending_amount::text as pending, r.id_entity as entity
       from reservation r join general_parameter_value c on c.id_general_parameter_value = r.id_currency
       where r.id_ou = $1 and r.status <> 'QUOTE' and r.pending_amount > 0`,
      [limaOu],
    );
    expect(rows.length).toBeGreaterThan(0);
    const codes = [...new Set(rows.map((r) => r.code))].sort();
    expect(home.receivables.map((r) => r.currencyCode).sort()).toEqual(codes);
    for (const owed of home.receivables) {
      const mine = rows.filter((r) => r.code === owed.currencyCode);
      expect(owed.reservationCount).toBe(mine.length);
      expect(owed.oldestReservationDate).toBe(mine.map((r) => r.date).sort()[0]);
      expect(compare(owed.total, mine.reduce((s, r) => add(s, r.pending), '0'))).toBe(0);
      const age = (date: string) => (Date.parse(DASHBOARD_DAY) - Date.parse(date)) / 86_400_000;
      const bucketOf = (date: string) => {
        const days = age(date);
        return days < 0 ? 'NOT_DUE' : days <= 30 ? 'DAYS_0_30' : days <= 60 ? 'DAYS_31_60' : days <= 90 ? 'DAYS_61_90' : 'DAYS_OVER_90';
      };
      expect(owed.buckets.map((b) => b.key)).toEqual(['NOT_DUE', 'DAYS_0_30', 'DAYS_31_60', 'DAYS_61_90', 'DAYS_OVER_90']);
      const rowsOwed = owedRows.filter((o) => o.code === owed.currencyCode);
      for (const bucket of owed.buckets) {
        const inBucket = rowsOwed.filter((o) => bucketOf(o.from) === bucket.key);
        expect(bucket.reservationCount, bucket.key).toBe(new Set(inBucket.map((o) => o.id)).size);
        expect(compare(bucket.amount, inBucket.reduce((s, o) => add(s, o.amount), '0')), bucket.key).toBe(0);
      }
      // The buckets add up to the total: the open instalments are what the reservations owe.
      expect(compare(owed.buckets.reduce((s, b) => add(s, b.amount), '0'), owed.total)).toBe(0);
      const byCustomer = new Map<string, string>();
      for (const r of mine) byCustomer.set(r.entity, add(byCustomer.get(r.entity) ?? '0', r.pending));
      const ranked = [...byCustomer].sort((a, b) => compare(b[1], a[1]) || (a[0] < b[0] ? -1 : 1)).slice(0, 5);
      expect(owed.topCustomers.map((c) => c.idEntity)).toEqual(ranked.map(([id]) => id));
      for (const [i, [, amount]] of ranked.entries()) expect(compare(owed.topCustomers[i].amount, amount)).toBe(0);
    }
  });

  it('lists the open daily cashiers and the week of held units against capacity', async () => {
    const home = await dashboard(admin);
    const open = await server.db.query<{ id: string }>(
      `select id_daily_cashier as id from daily_cashier where id_ou = $1 and status = 'OPEN' order by cashier_date`, [limaOu],
    );
    expect(home.openDailyCashiers.map((d) => d.idDailyCashier)).toEqual(open.map((o) => o.id));
    expect(home.openDailyCashiers[0]).toMatchObject({ cashierDate: BASE_DAY, cashierName: expect.any(String) });

    expect(home.occupancy.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(DASHBOARD_DAY, i)));
    const week = await server.db.query<{ day: string; held: number; capacity: number }>(
      `select d.day::text as day, sum(d.held)::int as held, sum(d.capacity)::int as capacity from inventory_day d
       where d.day between $2 and $3 and d.id_product_instance in (
         select i.id_product_instance from product_instance i join product p using (id_product)
         where p.id_ou = $1 and p.has_inventory)
       group by 1`,
      [limaOu, DASHBOARD_DAY, addDays(DASHBOARD_DAY, 6)],
    );
    for (const day of home.occupancy) {
      const row = week.find((w) => w.day === day.date);
      expect(day).toEqual({ date: day.date, held: row?.held ?? 0, capacity: row?.capacity ?? 0 });
    }
    // The seed holds 2 + 3 units of the Lima tour on the dashboard day (the quote holds nothing).
    const [ours] = await server.db.query<{ held: number }>(
      `select d.held from inventory_day d join product_instance i using (id_product_instance) join product p using (id_product)
       where p.code = 'HOME-LIM' and d.day = $1`, [DASHBOARD_DAY],
    );
    expect(ours.held).toBe(5);
  });

  it("never shows another OU's figures", async () => {
    const lima = await dashboard(admin);
    const cuzco = await dashboard(cusco);
    expect(lima.todayServices.services.some((s) => s.productName === 'Home CUZ tour')).toBe(false);
    expect(cuzco.todayServices.services.every((s) => s.productName === 'Home CUZ tour')).toBe(true);
    expect(cuzco.todayServices).toMatchObject({ serviceCount: 2, reservationCount: 2, arrivalCount: 1, passengerCount: 5 });
    const cuzcoCashiers = new Set(cuzco.openDailyCashiers.map((d) => d.idDailyCashier));
    expect(lima.openDailyCashiers.some((d) => cuzcoCashiers.has(d.idDailyCashier))).toBe(false);
    expect(cuzco.openDailyCashiers).toHaveLength(1);
    const [cuzcoSales] = await server.db.query<{ total: string }>(
      `select sum(amount)::text as total from reservation where id_ou = $1 and status in ('CONFIRMED', 'PARTIALLY_PAID', 'PAID')
       and reservation_date between $2 and $3`,
      [cuscoOu, addDays(DASHBOARD_DAY, -29), DASHBOARD_DAY],
    );
    expect(compare(cuzco.sales.currencies.reduce((s, c) => add(s, c.total), '0'), cuzcoSales.total)).toBe(0);
    // Cusco's week shows only its own tour's units: 40 a day, 5 held on the dashboard day.
    const demoCusco = await server.db.query<{ n: number }>(
      `select count(*)::int as n from inventory_day d join product_instance i using (id_product_instance)
       join product p using (id_product) where p.id_ou = $1 and p.code <> 'HOME-CUZ' and d.day between $2 and $3`,
      [cuscoOu, DASHBOARD_DAY, addDays(DASHBOARD_DAY, 6)],
    );
    if (demoCusco[0].n === 0) expect(cuzco.occupancy[0]).toEqual({ date: DASHBOARD_DAY, held: 5, capacity: 40 });
    expect(lima.occupancy[0].capacity).not.toBe(cuzco.occupancy[0].capacity);
  });

  it('answers an empty dashboard for an OU with no data', async () => {
    const [ou] = await server.db.query<{ id: string }>(
      `insert into ou (code, name, short_name, id_entity) select 'HOM', 'Empty office', 'Empty', id_entity from ou where code = 'LIM'
       returning id_ou as id`,
    );
    await server.db.query(
      `insert into app_user (id_ou, name, user_name, email, password_hash)
       select $1, 'Empty admin', 'empty@tourdesk.test', 'empty@tourdesk.test', password_hash from app_user where email = 'admin@tourdesk.test'`,
      [ou.id],
    );
    await server.db.query(
      `insert into user_role (id_user, id_role) select u.id_user, r.id_role from app_user u, role r
       where u.email = 'empty@tourdesk.test' and r.code = 'RESADM'`,
    );
    const empty = await dashboard(await signIn(server, 'empty@tourdesk.test', DEMO_PASSWORD));
    expect(empty.todayServices).toMatchObject({ serviceCount: 0, arrivalCount: 0, passengerCount: 0, services: [] });
    expect(empty.sales.currencies).toEqual([]);
    expect(empty.sales.statuses).toEqual([]);
    expect(empty.receivables).toEqual([]);
    expect(empty.openDailyCashiers).toEqual([]);
    expect(empty.occupancy.every((d) => d.held === 0 && d.capacity === 0)).toBe(true);
  });

  it('is refused to roles without Home', async () => {
    const viewer = await signIn(server, 'RESVIEW');
    expect(codeOf(await viewer.gql(DASHBOARD))).toBe('FORBIDDEN');
    const resadm = await signIn(server, 'RESADM');
    expect((await resadm.gql(DASHBOARD)).errors).toBeUndefined();
  });
});
