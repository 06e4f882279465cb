/*
 * Margin (issue 24, part 3): what each service sells for against what it costs. The cost is what the supplier
 * invoiced for the service when an invoice bills it (its lines, tax included: what the OU pays, the figure the
 * invoice's difference compares with the expected cost), else the expected cost that syncExpectedCosts keeps (the
 * rate's purchase side; the supplier's fee of a cancelled service), else unknown (a quote, an item without a rate).
 * The selling amount is the item's amount, or the customer's cancellation fee once cancelled. Exact decimals only.
 */
import type { Queryable } from '../../db/database.ts';
import { add, divide, format, isZero, multiply, subtract } from '../money.ts';
import type { CostSource, MarginTotalRow, ReservationMarginRow, ServiceMarginRow } from './models.ts';
export type { CostSource, MarginTotalRow, ReservationMarginRow, ServiceMarginRow };

/**
 * Per reservation item (alias `ri`, with its reservation `r`): the selling amount, the invoiced and the expected
 * cost (null when none), the cost the margin uses, its source and the currency. The margin report reads the same
 * columns, so the reservation and the report cannot disagree.
 */
export const MARGIN_ITEM_JOINS = `left join supplier_expected_cost mc on mc.id_reservation_item = ri.id_reservation_item
  left join lateral (
    select sum(l.amount + l.tax_amount) as invoiced from supplier_invoice_line l where l.id_reservation_item = ri.id_reservation_item
  ) mi on true`;
export const MARGIN_SELLING = `case when ri.status = 'CANCELLED' then coalesce(ri.cancellation_fee, 0) else ri.amount end`;
/** A service moved back from confirmed to pending keeps a REMOVED row: it has no cost until confirmed again. */
const MARGIN_EXPECTED = `case when mc.status = 'REMOVED' and ri.status <> 'CANCELLED' then null else mc.amount end`;
export const MARGIN_COST = `coalesce(mi.invoiced, ${MARGIN_EXPECTED})`;
export const MARGIN_SOURCE = `case when mi.invoiced is not null then 'INVOICED' when (${MARGIN_EXPECTED}) is not null then 'EXPECTED'
  else 'NONE' end`;
export const MARGIN_CURRENCY = `coalesce(mc.id_currency, r.id_currency)`;

/** Margin over selling, as a percentage with 2 decimals; none when nothing was sold. */
export function marginPercent(selling: string, margin: string): string | null {
  return isZero(selling) ? null : divide(multiply(margin, '100'), selling, 2);
}

/** A service's margin from its selling amount and its cost (null: unknown). */
export function serviceMargin(
  ids: { idReservationItem: string; idReservation: string; idCurrency: string }, selling: string, cost: string | null,
  costSource: CostSource,
): ServiceMarginRow {
  if (cost === null || costSource === 'NONE') {
    return { ...ids, selling: format(selling), cost: null, costSource: 'NONE', margin: null, marginPercent: null };
  }
  const margin = subtract(selling, cost);
  return { ...ids, selling: format(selling), cost: format(cost), costSource, margin: format(margin), marginPercent: marginPercent(selling, margin) };
}

/** The services' totals per currency (amounts in different currencies are never added), over those with a known cost. */
export function marginTotals(services: readonly ServiceMarginRow[]): MarginTotalRow[] {
  const byCurrency = new Map<string, MarginTotalRow>();
  for (const s of services) {
    const total = byCurrency.get(s.idCurrency)
      ?? { idCurrency: s.idCurrency, selling: '0.00', cost: '0.00', margin: '0.00', marginPercent: null, uncostedServices: 0 };
    byCurrency.set(s.idCurrency, total);
    if (s.cost === null) {
      total.uncostedServices += 1;
      continue;
    }
    total.selling = format(add(total.selling, s.selling));
    total.cost = format(add(total.cost, s.cost));
  }
  return [...byCurrency.values()]
    .map((t) => {
      const margin = format(subtract(t.selling, t.cost));
      return { ...t, margin, marginPercent: marginPercent(t.selling, margin) };
    })
    .sort((a, b) => (a.idCurrency < b.idCurrency ? -1 : a.idCurrency > b.idCurrency ? 1 : 0));
}

/** A service's row as SQL reads it: the margin and its percent are worked out after. */
type MarginItemRow = Omit<ServiceMarginRow, 'margin' | 'marginPercent'>;

/** The margin of every service of the given reservations of the OU, in item order. */
async function marginsOfReservations(db: Queryable, idOu: string, idReservations: readonly string[]): Promise<ServiceMarginRow[]> {
  const rows = await db.query<MarginItemRow>(
    `select ri.id_reservation_item as "idReservationItem", ri.id_reservation as "idReservation",
       ${MARGIN_CURRENCY} as "idCurrency", (${MARGIN_SELLING})::text as selling, (${MARGIN_COST})::text as cost,
       ${MARGIN_SOURCE} as "costSource"
     from reservation_item ri join reservation r on r.id_reservation = ri.id_reservation
     ${MARGIN_ITEM_JOINS}
     where r.id_ou = $1 and ri.id_reservation = any($2::uuid[])
     order by ri.id_reservation, ri.item_number`,
    [idOu, [...idReservations]],
  );
  return rows.map((row) => serviceMargin(row, row.selling, row.cost, row.costSource));
}

/** Each reservation's margin: its services' and their totals per currency. */
export async function reservationMargins(db: Queryable, idOu: string, idReservations: readonly string[]) {
  const services = await marginsOfReservations(db, idOu, idReservations);
  return new Map(idReservations.map((idReservation) => {
    const own = services.filter((s) => s.idReservation === idReservation);
    return [idReservation, { services: own, margin: { idReservation, totals: marginTotals(own) } satisfies ReservationMarginRow }];
  }));
}
