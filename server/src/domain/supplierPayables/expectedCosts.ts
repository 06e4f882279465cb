/*
 * Expected costs (issue 24, part 2): what the OU expects to pay a supplier for each confirmed service. One writer,
 * syncExpectedCosts, called by recomputeAmounts (domain/reservations.ts) — which every item change, confirmation and
 * cancellation already goes through under the reservation's lock — so the payables cannot lag the services.
 *
 * The cost is the rate's purchase side in the rate's currency (a reservation's rates are in its currency): the item's
 * amount scaled by purchase total over selling total, so units, nights and passengers count as they did in the price
 * (the margin report's rule); an item priced by hand counts quantity x the rate's purchase total. An item without a
 * rate has no known cost and no row. Cancelling keeps the supplier's cancellation fee payable: the same percentage of
 * the cost as the customer's fee is of the amount (the rate's tier that applied).
 */
import type { Queryable } from '../../db/database.ts';
import { FieldErrors, isUuid, pageOf } from '../../graphql/validation.ts';
import { INVALID_CHOICE } from '../generalParameters.ts';
import type { ExpectedCostRow, ExpectedCostStatus } from './models.ts';
export type { ExpectedCostRow, ExpectedCostStatus };

const COST = `case when ri.price_overridden or rt.selling_total = 0 then ri.quantity * rt.purchase_total
  else round(ri.amount * rt.purchase_total / rt.selling_total, 2) end`;

/** Writes the expected cost of each item of the reservation that is or was confirmed with a rate. */
export async function syncExpectedCosts(tx: Queryable, idReservation: string) {
  await tx.query(
    `with src as (
       select ri.id_reservation_item, r.id_ou, r.id_reservation, p.id_supplier, rt.id_currency, ri.status, ri.amount,
         coalesce(ri.cancellation_fee, 0) as fee, ${COST} as cost
       from reservation_item ri join reservation r on r.id_reservation = ri.id_reservation
       join product_instance pi on pi.id_product_instance = ri.id_product_instance
       join product p on p.id_product = pi.id_product
       join rate_instance rt on rt.id_rate_instance = ri.id_rate_instance
       where ri.id_reservation = $1 and (ri.status = 'CONFIRMED'
         or exists (select 1 from supplier_expected_cost c where c.id_reservation_item = ri.id_reservation_item))
     ), costed as (
       select *, case when status = 'CONFIRMED' then cost
         when status = 'CANCELLED' and fee > 0 and amount > 0 then least(cost, round(cost * fee / amount, 2))
         else 0 end as payable
       from src
     )
     insert into supplier_expected_cost (id_reservation_item, id_ou, id_reservation, id_supplier, id_currency, cost, amount, status)
     select id_reservation_item, id_ou, id_reservation, id_supplier, id_currency, cost, payable,
       case when status = 'CONFIRMED' then 'EXPECTED' when payable > 0 then 'FEE' else 'REMOVED' end
     from costed
     on conflict (id_reservation_item) do update set cost = excluded.cost, amount = excluded.amount, status = excluded.status,
       id_supplier = excluded.id_supplier, id_currency = excluded.id_currency, updated_at = now()
     where (supplier_expected_cost.cost, supplier_expected_cost.amount, supplier_expected_cost.status,
         supplier_expected_cost.id_supplier, supplier_expected_cost.id_currency)
       is distinct from (excluded.cost, excluded.amount, excluded.status, excluded.id_supplier, excluded.id_currency)`,
    [idReservation],
  );
}



const EXPECTED_COST_COLUMNS = `c.id_reservation_item as "idReservationItem", c.id_reservation as "idReservation",
  r.code as "reservationCode", c.id_supplier as "idSupplier", s.commercial_name as "supplierName", c.id_currency as "idCurrency",
  p.name || case when pi.name is null or pi.name = '' then '' else ' (' || pi.name || ')' end as "productName",
  to_char(ri.service_date, 'YYYY-MM-DD') as "serviceDate", ri.quantity,
  c.cost::text as cost, c.amount::text as amount, c.status,
  (select coalesce(sum(l.amount + l.tax_amount), 0)::text from supplier_invoice_line l where l.id_reservation_item = c.id_reservation_item) as "invoicedAmount"`;

const EXPECTED_COST_FROM = `from supplier_expected_cost c
  join reservation_item ri on ri.id_reservation_item = c.id_reservation_item
  join reservation r on r.id_reservation = c.id_reservation
  join product_instance pi on pi.id_product_instance = ri.id_product_instance
  join product p on p.id_product = pi.id_product
  join entity s on s.id_entity = c.id_supplier`;

interface ExpectedCostSearch {
  idSupplier?: string | null;
  /** Only services with something payable and nothing invoiced yet. */
  uninvoiced?: boolean | null;
  text?: string | null;
  skip?: number | null;
  take?: number | null;
  sortBy?: string | null;
  sortDirection?: 'ASC' | 'DESC' | null;
}

const SORTS = { serviceDate: 'ri.service_date, r.code', reservationCode: 'r.code', supplierName: 'lower(s.commercial_name)' };

/** The OU's expected costs, filtered and paged in SQL. */
export async function searchExpectedCosts(db: Queryable, idOu: string, input: ExpectedCostSearch) {
  const page = pageOf(input, SORTS, 'serviceDate');
  const errors = new FieldErrors();
  if (input.idSupplier && !isUuid(input.idSupplier)) errors.addCode('idSupplier', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  errors.check();
  const params: unknown[] = [idOu];
  const param = (value: unknown) => `$${params.push(value)}`;
  const filters = ['c.id_ou = $1'];
  if (input.idSupplier) filters.push(`c.id_supplier = ${param(input.idSupplier)}`);
  if (input.uninvoiced) {
    filters.push(`c.amount > 0 and not exists (select 1 from supplier_invoice_line l where l.id_reservation_item = c.id_reservation_item)`);
  }
  if (page.pattern) filters.push(`(upper(r.code) like upper(${param(page.pattern)}) or upper(p.name) like upper($${params.length}))`);
  const from = `${EXPECTED_COST_FROM} where ${filters.join(' and ')}`;
  const countParams = [...params];
  const [data, [{ count }]] = await Promise.all([
    db.query<ExpectedCostRow>(
      `select ${EXPECTED_COST_COLUMNS} ${from} order by ${page.orderBy}, c.id_reservation_item
       offset ${param(page.skip)} limit ${param(page.take)}`,
      params,
    ),
    db.query<{ count: number }>(`select count(*)::int as count ${from}`, countParams),
  ]);
  return { data, count };
}
