import {
  MARGIN_COST, MARGIN_CURRENCY, MARGIN_ITEM_JOINS, MARGIN_SELLING, MARGIN_SOURCE,
} from '../supplierPayables/margin.ts';
import type { ReportDefinition } from './reportTypes.ts';

/**
 * Margin by service and by customer (issue 24, part 3): per customer, product instance and currency, the services
 * dated in the range with a known cost — selling against cost under the reservation editor's rule
 * (domain/supplierPayables/margin.ts: invoiced cost first, else expected; a cancelled service counts its fees) — and
 * how many of them are costed from a supplier invoice.
 */
export const marginByCustomer: ReportDefinition = {
  key: 'marginByCustomer',
  permission: 'reportMarginByCustomer',
  params: ['customer', 'currency'],
  maxDays: 366,
  columns: [
    { key: 'customer', type: 'text' },
    { key: 'product', type: 'text' },
    { key: 'service', type: 'text' },
    { key: 'items', type: 'integer', total: true },
    { key: 'invoicedItems', type: 'integer', total: true },
    { key: 'selling', type: 'money', total: true },
    { key: 'cost', type: 'money', total: true },
    { key: 'margin', type: 'money', total: true },
    { key: 'marginPercent', type: 'percent' },
    { key: 'currency', type: 'text' },
  ],
  currencyColumn: 'currency',
  rows: (idOu, p) => {
    const params: unknown[] = [idOu, p.from, p.to];
    let filters = '';
    for (const [value, column] of [[p.idCustomer, 'r.id_entity'], [p.idCurrency, MARGIN_CURRENCY]] as const) {
      if (!value) continue;
      params.push(value);
      filters += ` and ${column} = $${params.length}`;
    }
    return {
      sql: `select e.name as customer, p.name as product, pi.name as service, count(*)::int as items,
          (count(*) filter (where m.source = 'INVOICED'))::int as "invoicedItems",
          sum(m.selling)::text as selling, sum(m.cost)::text as cost, (sum(m.selling) - sum(m.cost))::text as margin,
          case when sum(m.selling) <> 0 then round(100 * (sum(m.selling) - sum(m.cost)) / sum(m.selling), 2)::text end
            as "marginPercent",
          cur.code as currency,
          e.name as k1, e.id_entity as k2, p.name as k3, pi.id_product_instance as k4, cur.code as k5
        from reservation_item ri
        join reservation r on r.id_reservation = ri.id_reservation
        join entity e on e.id_entity = r.id_entity
        join product_instance pi on pi.id_product_instance = ri.id_product_instance
        join product p on p.id_product = pi.id_product
        ${MARGIN_ITEM_JOINS}
        join general_parameter_value cur on cur.id_general_parameter_value = ${MARGIN_CURRENCY}
        cross join lateral (select ${MARGIN_SELLING} as selling, ${MARGIN_COST} as cost, ${MARGIN_SOURCE} as source) m
        where r.id_ou = $1 and ri.service_date between $2::date and $3::date
          and m.cost is not null and (m.selling <> 0 or m.cost <> 0)${filters}
        group by e.name, e.id_entity, p.name, pi.name, pi.id_product_instance, cur.code`,
      params,
    };
  },
};
