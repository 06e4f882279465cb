/*
 * The Home dashboard (issue 10): a handful of aggregates over one OU, each read through an index (migration 0016 and
 * the reservation list indexes). Money is summed in SQL numeric and answered as text, so nothing passes through a
 * float; figures in different currencies are never added together.
 */
import type { Queryable } from '../db/database.ts';
import { addDays, eachDay } from './calendar.ts';
import { compare } from './money.ts';
import type {
  HomeAgeBucket, HomeDashboard, HomeOccupancyDay, HomeOpenDailyCashier, HomeReceivables, HomeSales, HomeTodayService,
  HomeTodayServices, ReservationStatus,
} from '../graphql/resolvers-types.ts';

/** Reservations that are sold: a quote is an offer and a cancelled one is not a sale (its fee is a receivable). */
export const SOLD_STATUSES = ['CONFIRMED', 'PARTIALLY_PAID', 'PAID'] as const;
const SALES_DAYS = 30;
const OCCUPANCY_DAYS = 7;
const TODAY_SERVICES_SHOWN = 10;
const TOP_CUSTOMERS = 5;

/**
 * Age of a receivable in whole days past its due date (an instalment's; without a schedule, the reservation date):
 * not yet due, then 0–30, 31–60, 61–90 and over 90 days overdue.
 */
const AGE_BUCKETS = [
  { key: 'NOT_DUE', max: -1 },
  { key: 'DAYS_0_30', max: 30 },
  { key: 'DAYS_31_60', max: 60 },
  { key: 'DAYS_61_90', max: 90 },
  { key: 'DAYS_OVER_90', max: null },
] as const satisfies readonly { key: HomeAgeBucket; max: number | null }[];

const sold = `(${SOLD_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** Items served today in sold reservations of the OU (reservation_item_service_date_idx, then the reservation row). */
export async function todayServices(db: Queryable, idOu: string, today: string): Promise<HomeTodayServices> {
  const rows = await db.query<HomeTodayService & { quantity: number }>(
    `select r.id_reservation as "idReservation", r.code as "reservationCode", e.name as "customerName",
            p.name as "productName", i.name as "instanceName", it.quantity, r.passenger_count as "passengerCount",
            not exists (select 1 from reservation_item b where b.id_reservation = r.id_reservation
                        and b.status <> 'CANCELLED' and b.service_date < $2) as arrival
     from reservation_item it
     join reservation r on r.id_reservation = it.id_reservation and r.id_ou = $1 and r.status in ${sold}
     join entity e on e.id_entity = r.id_entity
     join product_instance i on i.id_product_instance = it.id_product_instance
     join product p on p.id_product = i.id_product
     where it.service_date = $2 and it.status <> 'CANCELLED'
     order by p.name, i.name, r.code, it.item_number`,
    [idOu, today],
  );
  // Passengers are counted once per reservation however many of its services fall today.
  const reservations = new Map<string, { passengers: number; arrival: boolean }>();
  for (const row of rows) reservations.set(row.idReservation, { passengers: row.passengerCount, arrival: row.arrival });
  const values = [...reservations.values()];
  const arriving = values.filter((r) => r.arrival);
  return {
    date: today,
    serviceCount: rows.length,
    reservationCount: reservations.size,
    arrivalCount: arriving.length,
    passengerCount: values.reduce((n, r) => n + r.passengers, 0),
    arrivingPassengerCount: arriving.reduce((n, r) => n + r.passengers, 0),
    services: rows.slice(0, TODAY_SERVICES_SHOWN),
  };
}

/** Sold reservations by reservation date over the last SALES_DAYS days, today included (reservation_status_list_idx). */
export async function sales(db: Queryable, idOu: string, today: string): Promise<HomeSales> {
  const from = addDays(today, -(SALES_DAYS - 1));
  const rows = await db.query<{ currencyCode: string; date: string; amount: string; count: number }>(
    `select c.code as "currencyCode", r.reservation_date::text as date, sum(r.amount)::text as amount, count(*)::int as count
     from reservation r join general_parameter_value c on c.id_general_parameter_value = r.id_currency
     where r.id_ou = $1 and r.status in ${sold} and r.reservation_date between $2 and $3
     group by c.code, r.reservation_date`,
    [idOu, from, today],
  );
  const totals = await db.query<{ currencyCode: string; total: string; count: number }>(
    `select c.code as "currencyCode", sum(r.amount)::text as total, count(*)::int as count
     from reservation r join general_parameter_value c on c.id_general_parameter_value = r.id_currency
     where r.id_ou = $1 and r.status in ${sold} and r.reservation_date between $2 and $3
     group by c.code order by sum(r.amount) desc, c.code`,
    [idOu, from, today],
  );
  const statuses = await db.query<{ status: ReservationStatus; count: number }>(
    `select r.status, count(*)::int as count from reservation r
     where r.id_ou = $1 and r.reservation_date between $2 and $3 group by r.status order by r.status`,
    [idOu, from, today],
  );
  const days = eachDay(from, today);
  return {
    from,
    to: today,
    statuses,
    currencies: totals.map((t) => {
      const byDay = new Map(rows.filter((r) => r.currencyCode === t.currencyCode).map((r) => [r.date, r]));
      return {
        currencyCode: t.currencyCode,
        total: t.total,
        reservationCount: t.count,
        days: days.map((date) => ({
          date, amount: byDay.get(date)?.amount ?? '0.00', reservationCount: byDay.get(date)?.count ?? 0,
        })),
      };
    }),
  };
}

/**
 * What customers still owe: every reservation past the quote with a pending amount (a cancelled one owes its unpaid
 * fee). A reservation with a payment schedule is aged by its open instalments' due dates (issue 24: what is overdue,
 * what is not due yet); one without a schedule (confirmed before schedules existed) by its reservation date. Totals
 * and the top customers are the reservations' pending amounts, which the open instalments add up to (schedule.ts keeps
 * them in line). The owing rows come through reservation_receivable_idx; only the top customers come back.
 */
export async function receivables(db: Queryable, idOu: string, today: string): Promise<HomeReceivables[]> {
  const bucketCase = `case ${AGE_BUCKETS.map((b) => (b.max === null
    ? `else '${b.key}'`
    : `when $2::date - d.aged_from <= ${b.max} then '${b.key}'`)).join(' ')} end`;
  const rows = await db.query<{
    currencyCode: string; key: HomeAgeBucket | null; idEntity: string | null; name: string | null; amount: string; count: number;
    oldest: string | null;
  }>(
    `with owing as (
       select r.id_reservation, r.id_currency, r.id_entity, r.reservation_date, r.pending_amount
       from reservation r
       where r.id_ou = $1 and r.pending_amount > 0 and r.status <> 'QUOTE'
     ), owed as (
       select o.id_reservation, o.id_currency, n.due_date as aged_from, n.amount - n.paid_amount as amount
       from owing o join reservation_instalment n on n.id_reservation = o.id_reservation and n.paid_amount < n.amount
       union all
       select o.id_reservation, o.id_currency, o.reservation_date, o.pending_amount
       from owing o where not exists (select 1 from reservation_instalment n where n.id_reservation = o.id_reservation)
     ), ages as (
       select d.id_currency, ${bucketCase} as key, sum(d.amount) as amount, count(distinct d.id_reservation)::int as count
       from owed d group by 1, 2
     ), customers as (
       select o.id_currency, o.id_entity, sum(o.pending_amount) as amount, count(*)::int as count,
              row_number() over (partition by o.id_currency order by sum(o.pending_amount) desc, o.id_entity) as rank
       from owing o group by o.id_currency, o.id_entity
     )
     select c.code as "currencyCode", null as key, null::uuid as "idEntity", null as name, sum(o.pending_amount)::text as amount,
            count(*)::int as count, min(o.reservation_date)::text as oldest
     from owing o join general_parameter_value c on c.id_general_parameter_value = o.id_currency
     group by c.code
     union all
     select c.code, a.key, null, null, a.amount::text, a.count, null
     from ages a join general_parameter_value c on c.id_general_parameter_value = a.id_currency
     union all
     select c.code, null, k.id_entity, e.name, k.amount::text, k.count, null
     from customers k
     join general_parameter_value c on c.id_general_parameter_value = k.id_currency
     join entity e on e.id_entity = k.id_entity
     where k.rank <= ${TOP_CUSTOMERS}`,
    [idOu, today],
  );
  const totals = rows.filter((r) => r.key === null && r.idEntity === null);
  totals.sort((a, b) => compare(b.amount, a.amount) || a.currencyCode.localeCompare(b.currencyCode));
  return totals.map((t) => {
    const mine = rows.filter((r) => r.currencyCode === t.currencyCode);
    return {
      currencyCode: t.currencyCode,
      total: t.amount,
      reservationCount: t.count,
      oldestReservationDate: t.oldest ?? today,
      buckets: AGE_BUCKETS.map((b) => {
        const row = mine.find((r) => r.key === b.key && r.idEntity === null);
        return { key: b.key, amount: row?.amount ?? '0.00', reservationCount: row?.count ?? 0 };
      }),
      topCustomers: mine.filter((r) => r.idEntity !== null)
        .sort((a, b) => compare(b.amount, a.amount) || (a.idEntity! < b.idEntity! ? -1 : 1))
        .map((r) => ({ idEntity: r.idEntity!, name: r.name ?? '', amount: r.amount, reservationCount: r.count })),
    };
  });
}

/** Daily cashiers still open, today's and any forgotten from earlier days (daily_cashier_open_idx). */
export async function openDailyCashiers(db: Queryable, idOu: string): Promise<HomeOpenDailyCashier[]> {
  return db.query<HomeOpenDailyCashier>(
    `select d.id_daily_cashier as "idDailyCashier", u.name as "cashierName", d.cashier_date::text as "cashierDate",
            d.opened_at as "openedAt"
     from daily_cashier d join app_user u on u.id_user = d.id_user
     where d.id_ou = $1 and d.status = 'OPEN'
     order by d.cashier_date, u.name`,
    [idOu],
  );
}

/** Units held and capacity per day over the OU's instances with inventory, today and the next six days. */
export async function occupancy(db: Queryable, idOu: string, today: string): Promise<HomeOccupancyDay[]> {
  const to = addDays(today, OCCUPANCY_DAYS - 1);
  const rows = await db.query<{ date: string; held: number; capacity: number }>(
    `select d.day::text as date, sum(d.held)::int as held, sum(d.capacity)::int as capacity
     from product p
     join product_instance i on i.id_product = p.id_product
     join inventory_day d on d.id_product_instance = i.id_product_instance and d.day between $2 and $3
     where p.id_ou = $1 and p.has_inventory
     group by d.day`,
    [idOu, today, to],
  );
  const byDay = new Map(rows.map((r) => [r.date, r]));
  return eachDay(today, to).map((date) => ({ date, held: byDay.get(date)?.held ?? 0, capacity: byDay.get(date)?.capacity ?? 0 }));
}

export async function homeDashboard(db: Queryable, idOu: string, today: string): Promise<HomeDashboard> {
  const [services, salesFigures, owed, cashiers, week] = await Promise.all([
    todayServices(db, idOu, today), sales(db, idOu, today), receivables(db, idOu, today), openDailyCashiers(db, idOu),
    occupancy(db, idOu, today),
  ]);
  return { today, todayServices: services, sales: salesFigures, receivables: owed, openDailyCashiers: cashiers, occupancy: week };
}
