import type { ReportDefinition, ReportParams } from './reportTypes.ts';

function optional(p: ReportParams, params: unknown[], columns: { customer?: string; currency?: string }) {
  let where = '';
  for (const [value, column] of [[p.idCustomer, columns.customer], [p.idCurrency, columns.currency]] as const) {
    if (!value || !column) continue;
    params.push(value);
    where += ` and ${column} = $${params.length}`;
  }
  return where;
}

/**
 * Receivables aged at the range's end: what confirmed and partly paid reservations dated in the range still owe,
 * per customer and currency, by days since the reservation date.
 */
export const accountsReceivable: ReportDefinition = {
  key: 'accountsReceivable',
  permission: 'reportAccountsReceivable',
  params: ['customer', 'currency'],
  maxDays: 366 * 3,
  columns: [
    { key: 'customer', type: 'text' },
    { key: 'reservations', type: 'integer', total: true },
    { key: 'days0to30', type: 'money', total: true },
    { key: 'days31to60', type: 'money', total: true },
    { key: 'days61to90', type: 'money', total: true },
    { key: 'daysOver90', type: 'money', total: true },
    { key: 'pending', type: 'money', total: true },
    { key: 'currency', type: 'text' },
  ],
  currencyColumn: 'currency',
  rows: (idOu, p) => {
    const params: unknown[] = [idOu, p.from, p.to];
    const filters = optional(p, params, { customer: 'r.id_entity', currency: 'r.id_currency' });
    const bucket = (low: number, high: number | null) =>
      `sum(r.pending_amount) filter (where $3::date - r.reservation_date between ${low} and ${high ?? 2147483647})::text`;
    return {
      sql: `select e.name as customer, count(*)::int as reservations,
          coalesce(${bucket(0, 30)}, '0.00') as "days0to30", coalesce(${bucket(31, 60)}, '0.00') as "days31to60",
          coalesce(${bucket(61, 90)}, '0.00') as "days61to90", coalesce(${bucket(91, null)}, '0.00') as "daysOver90",
          sum(r.pending_amount)::text as pending, cur.code as currency,
          e.name as k1, e.id_entity as k2, cur.code as k3
        from reservation r
        join entity e on e.id_entity = r.id_entity
        join general_parameter_value cur on cur.id_general_parameter_value = r.id_currency
        where r.id_ou = $1 and r.reservation_date between $2::date and $3::date
          and r.status in ('CONFIRMED', 'PARTIALLY_PAID') and r.pending_amount > 0${filters}
        group by e.name, e.id_entity, cur.code`,
      params,
    };
  },
  chart: (idOu, p) => {
    const params: unknown[] = [idOu, p.from, p.to];
    const filters = optional(p, params, { customer: 'r.id_entity', currency: 'r.id_currency' });
    return {
      kind: 'bar',
      query: {
        sql: `select case when $3::date - r.reservation_date <= 30 then '0-30' when $3::date - r.reservation_date <= 60 then '31-60'
              when $3::date - r.reservation_date <= 90 then '61-90' else '90+' end as label,
            cur.code as currency, sum(r.pending_amount)::text as value
          from reservation r
          join general_parameter_value cur on cur.id_general_parameter_value = r.id_currency
          where r.id_ou = $1 and r.reservation_date between $2::date and $3::date
            and r.status in ('CONFIRMED', 'PARTIALLY_PAID') and r.pending_amount > 0${filters}
          group by 1, 2 order by 1, 2`,
        params,
      },
    };
  },
};

/**
 * The close of each daily cashier in the range, per payment type and currency: payments taken, voids (reversal rows,
 * negative), advances taken (less those voided that day), cash change given, cash paid to suppliers from the drawer
 * (net of voids), the opening float, what was expected (as domain/dailyCashier.ts expectedAmounts
 * computes it), and for closed days what was counted and the difference.
 */
export const dailyCashierClose: ReportDefinition = {
  key: 'dailyCashierClose',
  permission: 'reportDailyCashierClose',
  params: ['currency'],
  maxDays: 31,
  columns: [
    { key: 'cashierDate', type: 'date' },
    { key: 'cashier', type: 'text' },
    { key: 'status', type: 'status' },
    { key: 'paymentType', type: 'text' },
    { key: 'currency', type: 'text' },
    { key: 'float', type: 'money', total: true },
    { key: 'payments', type: 'money', total: true },
    { key: 'voids', type: 'money', total: true },
    { key: 'advances', type: 'money', total: true },
    { key: 'change', type: 'money', total: true },
    { key: 'supplierPayments', type: 'money', total: true },
    { key: 'expected', type: 'money', total: true },
    { key: 'counted', type: 'money', total: true },
    { key: 'variance', type: 'money', total: true },
  ],
  currencyColumn: 'currency',
  rows: (idOu, p) => {
    const params: unknown[] = [idOu, p.from, p.to];
    const filters = optional(p, params, { currency: 'x.id_currency' });
    return {
      sql: `select dc.cashier_date::text as "cashierDate", u.name as cashier, dc.status, pt.name as "paymentType",
          cur.code as currency, x.float::text as float, x.payments::text as payments, x.voids::text as voids,
          x.advances::text as advances, x.change::text as change, x.supplier::text as "supplierPayments",
          (x.float + x.payments + x.voids + x.advances - x.change - x.supplier)::text as expected,
          c.counted_amount::text as counted, c.variance::text as variance,
          dc.cashier_date as k1, dc.id_daily_cashier as k2, pt.sort_order as k3, pt.code as k4, cur.code as k5
        from daily_cashier dc
        join app_user u on u.id_user = dc.id_user
        cross join (
          select g.id_general_parameter as id,
            (select v.id_general_parameter_value from general_parameter_value v
              where v.id_general_parameter = g.id_general_parameter and upper(v.code) = 'CASH') as cash
          from general_parameter g where g.id_ou is null and upper(g.code) = 'PAYMENT_TYPE'
        ) types
        cross join lateral (
          select l.id_payment_type, l.id_currency, sum(l.payments) as payments, sum(l.voids) as voids,
            sum(l.advances) as advances, sum(l.change) as change, sum(l.float) as float, sum(l.supplier) as supplier
          from (
            -- An applied advance moves no money: it came in (and is counted) on the day it was taken.
            select v.id_general_parameter_value as id_payment_type, pay.id_currency,
              case when pay.reversal_of is null then pay.amount else 0 end as payments,
              case when pay.reversal_of is null then 0 else pay.amount end as voids, 0 as advances, 0 as change, 0 as float,
              0 as supplier
            from payment pay
            join general_parameter_value v on v.id_general_parameter = types.id
              and upper(v.code) = case when pay.method = 'DEPOSIT' then pay.deposit_type else pay.method end
            where pay.id_daily_cashier = dc.id_daily_cashier and pay.method <> 'ADVANCE'
            union all
            -- Advances taken in the day, and those voided in it (handed back).
            select v.id_general_parameter_value, a.id_currency, 0, 0,
              case when a.id_daily_cashier = dc.id_daily_cashier then a.total else 0 end
                - case when a.id_void_daily_cashier = dc.id_daily_cashier then a.total else 0 end, 0, 0, 0
            from advance a
            join general_parameter_value v on v.id_general_parameter = types.id
              and upper(v.code) = case when a.method = 'DEPOSIT' then a.deposit_type else a.method end
            where a.id_daily_cashier = dc.id_daily_cashier or a.id_void_daily_cashier = dc.id_daily_cashier
            union all
            select types.cash, t.id_currency, 0, 0, 0, pay.change_amount, 0, 0
            from payment pay join cashier_transaction t using (id_cashier_transaction)
            where pay.id_daily_cashier = dc.id_daily_cashier and pay.change_amount <> 0
            union all
            select types.cash, f.id_currency, 0, 0, 0, 0, f.opening_amount, 0
            from daily_cashier_float f where f.id_daily_cashier = dc.id_daily_cashier
            union all
            -- Cash paid to suppliers from the drawer (a void's reversal row negative: the cash came back).
            select types.cash, sp.id_currency, 0, 0, 0, 0, 0, sp.amount
            from supplier_payment sp where sp.id_daily_cashier = dc.id_daily_cashier
            union all
            select k.id_payment_type, k.id_currency, 0, 0, 0, 0, 0, 0
            from daily_cashier_count k where k.id_daily_cashier = dc.id_daily_cashier
          ) l
          group by l.id_payment_type, l.id_currency
        ) x
        join general_parameter_value pt on pt.id_general_parameter_value = x.id_payment_type
        join general_parameter_value cur on cur.id_general_parameter_value = x.id_currency
        left join daily_cashier_count c on c.id_daily_cashier = dc.id_daily_cashier
          and c.id_payment_type = x.id_payment_type and c.id_currency = x.id_currency
        where dc.id_ou = $1 and dc.cashier_date between $2::date and $3::date${filters}`,
      params,
    };
  },
};

const ADVANCE_STATUSES = ['AVAILABLE', 'APPLIED', 'VOIDED'] as const;

/** Customer advances taken in the range with what was applied and what is still available (voided ones on request). */
export const advances: ReportDefinition = {
  key: 'advances',
  permission: 'reportAdvances',
  params: ['status', 'customer', 'currency'],
  maxDays: 366,
  statuses: ADVANCE_STATUSES,
  columns: [
    { key: 'advanceDate', type: 'date' },
    { key: 'customer', type: 'text' },
    { key: 'paymentType', type: 'status' },
    { key: 'status', type: 'status' },
    { key: 'total', type: 'money', total: true },
    { key: 'applied', type: 'money', total: true },
    { key: 'available', type: 'money', total: true },
    { key: 'currency', type: 'text' },
  ],
  currencyColumn: 'currency',
  rows: (idOu, p) => {
    const params: unknown[] = [idOu, p.from, p.to];
    let filters = optional(p, params, { customer: 'a.id_entity', currency: 'a.id_currency' });
    if (p.status) {
      params.push(p.status);
      filters += ` and a.status = $${params.length}`;
    } else filters += ` and a.status <> 'VOIDED'`;
    return {
      sql: `select a.advance_date::text as "advanceDate", e.name as customer,
          case when a.method = 'DEPOSIT' then coalesce(a.deposit_type, 'DEPOSIT') else a.method end as "paymentType",
          a.status, a.total::text as total, a.applied_amount::text as applied, a.available_amount::text as available,
          cur.code as currency, a.advance_date as k1, a.id_advance as k2
        from advance a
        join entity e on e.id_entity = a.id_entity
        join general_parameter_value cur on cur.id_general_parameter_value = a.id_currency
        where a.id_ou = $1 and a.advance_date between $2::date and $3::date${filters}`,
      params,
    };
  },
};
