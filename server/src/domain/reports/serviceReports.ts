import { SOLD_STATUSES } from './salesReports.ts';
import type { ReportDefinition, ReportParams } from './reportTypes.ts';

/**
 * An item's cost: its selling amount scaled by its rate's purchase total over its selling total, so units, nights
 * and passengers count as they did in the price. An item priced by hand with no rate has no known cost (0).
 */
const ITEM_COST = `case when rt.selling_total > 0 then round(ri.amount * rt.purchase_total / rt.selling_total, 2) else 0 end`;

/** Sold, not cancelled items whose service date is in the range ($1 OU, $2 from, $3 to, $4 sold statuses). */
const soldItems = (joins = '') => `from reservation_item ri
  join reservation r on r.id_reservation = ri.id_reservation
  join product_instance pi on pi.id_product_instance = ri.id_product_instance
  join product p on p.id_product = pi.id_product
  join general_parameter_value cur on cur.id_general_parameter_value = r.id_currency
  left join rate_instance rt on rt.id_rate_instance = ri.id_rate_instance${joins}
  where r.id_ou = $1 and ri.service_date between $2::date and $3::date and ri.status <> 'CANCELLED'
    and r.status = any($4::text[])`;

function optional(p: ReportParams, params: unknown[], columns: { product?: string; currency?: string; supplier?: string }) {
  const where: string[] = [];
  const add = (value: string | undefined, column: string | undefined) => {
    if (!value || !column) return;
    params.push(value);
    where.push(` and ${column} = $${params.length}`);
  };
  add(p.idProduct, columns.product);
  add(p.idCurrency, columns.currency);
  add(p.idSupplier, columns.supplier);
  return where.join('');
}

/** The list a guide or a hotel needs: each active passenger of each sold service, by service date and product. */
export const passengerManifest: ReportDefinition = {
  key: 'passengerManifest',
  permission: 'reportPassengerManifest',
  params: ['product'],
  maxDays: 31,
  columns: [
    { key: 'serviceDate', type: 'date' },
    { key: 'product', type: 'text' },
    { key: 'service', type: 'text' },
    { key: 'reservation', type: 'text' },
    { key: 'passenger', type: 'text' },
    { key: 'passengerType', type: 'text' },
    { key: 'document', type: 'text' },
    { key: 'citizenship', type: 'text' },
    { key: 'birthDate', type: 'date' },
    { key: 'customer', type: 'text' },
  ],
  rows: (idOu, p) => {
    const params: unknown[] = [idOu, p.from, p.to, [...SOLD_STATUSES]];
    const filters = optional(p, params, { product: 'p.id_product' });
    return {
      sql: `select ri.service_date::text as "serviceDate", p.name as product, pi.name as service, r.code as reservation,
          rp.last_name || ', ' || rp.first_name as passenger, pt.name as "passengerType",
          dt.short_name || ' ' || rp.document_number as document, c.name as citizenship,
          rp.birth_date::text as "birthDate", e.name as customer,
          ri.service_date as k1, p.name as k2, pi.id_product_instance as k3, r.code as k4, rp.sort_order as k5,
          rp.id_reservation_passenger as k6
        from reservation_item ri
        join reservation r on r.id_reservation = ri.id_reservation
        join product_instance pi on pi.id_product_instance = ri.id_product_instance
        join product p on p.id_product = pi.id_product
        join reservation_passenger rp on rp.id_reservation = r.id_reservation and rp.status = 'ACTIVE'
        join general_parameter_value pt on pt.id_general_parameter_value = rp.id_passenger_type
        join general_parameter_value dt on dt.id_general_parameter_value = rp.id_document_type
        left join country c on c.id_country = rp.id_citizenship
        join entity e on e.id_entity = r.id_entity
        where r.id_ou = $1 and ri.service_date between $2::date and $3::date and ri.status <> 'CANCELLED'
          and r.status = any($4::text[])${filters}`,
      params,
    };
  },
};

/** Selling against cost per service date and product instance. */
export const marginByService: ReportDefinition = {
  key: 'marginByService',
  permission: 'reportMarginByService',
  params: ['product', 'currency'],
  maxDays: 366,
  columns: [
    { key: 'serviceDate', type: 'date' },
    { key: 'product', type: 'text' },
    { key: 'service', type: 'text' },
    { key: 'quantity', type: 'integer', total: true },
    { key: 'selling', type: 'money', total: true },
    { key: 'cost', type: 'money', total: true },
    { key: 'margin', type: 'money', total: true },
    { key: 'marginPercent', type: 'percent' },
    { key: 'currency', type: 'text' },
  ],
  currencyColumn: 'currency',
  rows: (idOu, p) => {
    const params: unknown[] = [idOu, p.from, p.to, [...SOLD_STATUSES]];
    const filters = optional(p, params, { product: 'p.id_product', currency: 'r.id_currency' });
    return {
      sql: `select ri.service_date::text as "serviceDate", p.name as product, pi.name as service,
          sum(ri.quantity)::int as quantity, sum(ri.amount)::text as selling, sum(${ITEM_COST})::text as cost,
          (sum(ri.amount) - sum(${ITEM_COST}))::text as margin,
          case when sum(ri.amount) > 0 then round(100 * (sum(ri.amount) - sum(${ITEM_COST})) / sum(ri.amount), 2)::text end
            as "marginPercent",
          cur.code as currency,
          ri.service_date as k1, p.name as k2, pi.id_product_instance as k3, cur.code as k4
        ${soldItems()}${filters}
        group by ri.service_date, p.name, pi.name, pi.id_product_instance, cur.code`,
      params,
    };
  },
  chart: (idOu, p) => {
    const params: unknown[] = [idOu, p.from, p.to, [...SOLD_STATUSES]];
    const filters = optional(p, params, { product: 'p.id_product', currency: 'r.id_currency' });
    return {
      kind: 'bar',
      query: {
        sql: `select ri.service_date::text as label, cur.code as currency, (sum(ri.amount) - sum(${ITEM_COST}))::text as value
          ${soldItems()}${filters} group by 1, 2 order by 1, 2`,
        params,
      },
    };
  },
};

/** What the OU owes its suppliers for the services sold in the range, from the rates' purchase side. */
export const supplierPayables: ReportDefinition = {
  key: 'supplierPayables',
  permission: 'reportSupplierPayables',
  params: ['supplier', 'currency'],
  maxDays: 366,
  columns: [
    { key: 'supplier', type: 'text' },
    { key: 'product', type: 'text' },
    { key: 'items', type: 'integer', total: true },
    { key: 'quantity', type: 'integer', total: true },
    { key: 'cost', type: 'money', total: true },
    { key: 'currency', type: 'text' },
  ],
  currencyColumn: 'currency',
  rows: (idOu, p) => {
    const params: unknown[] = [idOu, p.from, p.to, [...SOLD_STATUSES]];
    const filters = optional(p, params, { supplier: 'p.id_supplier', currency: 'r.id_currency' });
    return {
      sql: `select s.name as supplier, p.name as product, count(*)::int as items, sum(ri.quantity)::int as quantity,
          sum(${ITEM_COST})::text as cost, cur.code as currency,
          s.name as k1, s.id_entity as k2, p.name as k3, p.id_product as k4, cur.code as k5
        ${soldItems('\n  join entity s on s.id_entity = p.id_supplier')}${filters}
        group by s.name, s.id_entity, p.name, p.id_product, cur.code`,
      params,
    };
  },
};

/** Capacity and units held per product instance and month (products that keep inventory). */
export const inventoryOccupancy: ReportDefinition = {
  key: 'inventoryOccupancy',
  permission: 'reportInventoryOccupancy',
  params: ['product'],
  maxDays: 366,
  columns: [
    { key: 'product', type: 'text' },
    { key: 'service', type: 'text' },
    { key: 'month', type: 'date' },
    { key: 'capacity', type: 'integer', total: true },
    { key: 'held', type: 'integer', total: true },
    { key: 'free', type: 'integer', total: true },
    { key: 'occupancy', type: 'percent' },
  ],
  rows: (idOu, p) => {
    const params: unknown[] = [idOu, p.from, p.to];
    const filters = optional(p, params, { product: 'p.id_product' });
    return {
      sql: `select p.name as product, pi.name as service, to_char(date_trunc('month', d.day), 'YYYY-MM') as month,
          sum(d.capacity)::int as capacity, sum(d.held)::int as held, sum(greatest(d.capacity - d.held, 0))::int as free,
          case when sum(d.capacity) > 0 then round(100.0 * sum(d.held) / sum(d.capacity), 2)::text end as occupancy,
          p.name as k1, pi.id_product_instance as k2, to_char(date_trunc('month', d.day), 'YYYY-MM') as k3
        from inventory_day d
        join product_instance pi on pi.id_product_instance = d.id_product_instance
        join product p on p.id_product = pi.id_product and p.has_inventory
        where p.id_ou = $1 and d.day between $2::date and $3::date${filters}
        group by p.name, pi.name, pi.id_product_instance, to_char(date_trunc('month', d.day), 'YYYY-MM')`,
      params,
    };
  },
  chart: (idOu, p) => {
    const params: unknown[] = [idOu, p.from, p.to];
    const filters = optional(p, params, { product: 'p.id_product' });
    return {
      kind: 'bar',
      query: {
        sql: `select to_char(date_trunc('month', d.day), 'YYYY-MM') as label, null as currency,
            case when sum(d.capacity) > 0 then round(100.0 * sum(d.held) / sum(d.capacity), 2)::text else '0' end as value
          from inventory_day d
          join product_instance pi on pi.id_product_instance = d.id_product_instance
          join product p on p.id_product = pi.id_product and p.has_inventory
          where p.id_ou = $1 and d.day between $2::date and $3::date${filters}
          group by 1 order by 1`,
        params,
      },
    };
  },
};
