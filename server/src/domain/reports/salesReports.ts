import type { ReportDefinition, ReportParams } from './reportTypes.ts';

/** Reservation statuses that are sales (a quote is not sold yet; a cancelled one no longer is). */
export const SOLD_STATUSES = ['CONFIRMED', 'PARTIALLY_PAID', 'PAID'] as const;
export const RESERVATION_STATUSES = ['QUOTE', 'CONFIRMED', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'] as const;

/** Appends the optional filters shared by the reservation reports; `params` already holds $1..$3. */
function reservationFilters(p: ReportParams, params: unknown[], statuses: readonly string[]) {
  const where: string[] = [];
  if (p.status) {
    params.push(p.status);
    where.push(`r.status = $${params.length}`);
  } else {
    params.push([...statuses]);
    where.push(`r.status = any($${params.length}::text[])`);
  }
  if (p.idCurrency) {
    params.push(p.idCurrency);
    where.push(`r.id_currency = $${params.length}`);
  }
  if (p.idCustomer) {
    params.push(p.idCustomer);
    where.push(`r.id_entity = $${params.length}`);
  }
  return where.map((w) => ` and ${w}`).join('');
}

/** Every sold item line dated in the range, with the period it falls in, its product category and sales channel. */
export const salesByPeriod: ReportDefinition = {
  key: 'salesByPeriod',
  permission: 'reportSalesByPeriod',
  params: ['groupBy', 'status', 'currency', 'customer'],
  maxDays: 366,
  statuses: SOLD_STATUSES,
  columns: [
    { key: 'period', type: 'date' },
    { key: 'reservationDate', type: 'date' },
    { key: 'reservation', type: 'text' },
    { key: 'customer', type: 'text' },
    { key: 'channel', type: 'text' },
    { key: 'product', type: 'text' },
    { key: 'category', type: 'text' },
    { key: 'quantity', type: 'integer', total: true },
    { key: 'amount', type: 'money', total: true },
    { key: 'currency', type: 'text' },
  ],
  currencyColumn: 'currency',
  rows: (idOu, p) => {
    const params: unknown[] = [idOu, p.from, p.to];
    const filters = reservationFilters(p, params, SOLD_STATUSES);
    params.push(p.groupBy === 'month' ? 'month' : 'day');
    const period = `case when $${params.length} = 'month' then to_char(r.reservation_date, 'YYYY-MM') else r.reservation_date::text end`;
    return {
      sql: `select ${period} as period, r.reservation_date::text as "reservationDate", r.code as reservation,
          e.name as customer, ch.name as channel, p.name || ' · ' || pi.name as product,
          (select string_agg(pc.name, ', ' order by pc.name) from product_category_link l
             join product_category pc using (id_product_category) where l.id_product = p.id_product) as category,
          ri.quantity, ri.amount::text as amount, cur.code as currency,
          r.reservation_date as k1, r.id_reservation as k2, ri.item_number as k3
        from reservation r
        join reservation_item ri on ri.id_reservation = r.id_reservation and ri.status <> 'CANCELLED'
        join entity e on e.id_entity = r.id_entity
        left join general_parameter_value ch on ch.id_general_parameter_value = e.id_channel
        join product_instance pi on pi.id_product_instance = ri.id_product_instance
        join product p on p.id_product = pi.id_product
        join general_parameter_value cur on cur.id_general_parameter_value = r.id_currency
        where r.id_ou = $1 and r.reservation_date between $2::date and $3::date${filters}`,
      params,
    };
  },
  chart: (idOu, p) => {
    const params: unknown[] = [idOu, p.from, p.to];
    const filters = reservationFilters(p, params, SOLD_STATUSES);
    params.push(p.groupBy === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD');
    return {
      kind: 'bar',
      query: {
        sql: `select to_char(r.reservation_date, $${params.length}) as label, cur.code as currency, sum(ri.amount)::text as value
          from reservation r
          join reservation_item ri on ri.id_reservation = r.id_reservation and ri.status <> 'CANCELLED'
          join general_parameter_value cur on cur.id_general_parameter_value = r.id_currency
          where r.id_ou = $1 and r.reservation_date between $2::date and $3::date${filters}
          group by 1, 2 order by 1, 2`,
        params,
      },
    };
  },
};

/** Reservations dated in the range with their status, amount and what is still pending. */
export const reservationsByStatus: ReportDefinition = {
  key: 'reservationsByStatus',
  permission: 'reportReservationsByStatus',
  params: ['status', 'currency', 'customer'],
  maxDays: 366,
  statuses: RESERVATION_STATUSES,
  columns: [
    { key: 'status', type: 'status' },
    { key: 'reservationDate', type: 'date' },
    { key: 'reservation', type: 'text' },
    { key: 'customer', type: 'text' },
    { key: 'passengers', type: 'integer', total: true },
    { key: 'amount', type: 'money', total: true },
    { key: 'pending', type: 'money', total: true },
    { key: 'currency', type: 'text' },
  ],
  currencyColumn: 'currency',
  rows: (idOu, p) => {
    const params: unknown[] = [idOu, p.from, p.to];
    const filters = reservationFilters(p, params, RESERVATION_STATUSES);
    return {
      sql: `select r.status, r.reservation_date::text as "reservationDate", r.code as reservation, e.name as customer,
          r.passenger_count as passengers, r.amount::text as amount, r.pending_amount::text as pending, cur.code as currency,
          r.reservation_date as k1, r.id_reservation as k2
        from reservation r
        join entity e on e.id_entity = r.id_entity
        join general_parameter_value cur on cur.id_general_parameter_value = r.id_currency
        where r.id_ou = $1 and r.reservation_date between $2::date and $3::date${filters}`,
      params,
    };
  },
  chart: (idOu, p) => {
    const params: unknown[] = [idOu, p.from, p.to];
    const filters = reservationFilters(p, params, RESERVATION_STATUSES);
    return {
      kind: 'doughnut',
      query: {
        sql: `select r.status as label, null as currency, count(*)::text as value from reservation r
          where r.id_ou = $1 and r.reservation_date between $2::date and $3::date${filters}
          group by 1 order by 1`,
        params,
      },
    };
  },
};
