/*
 * A supplier's statement and the payables ageing, read only. Per currency (amounts in different currencies are never
 * added): expected = what the services still owe the supplier (costs of confirmed services and fees of cancelled ones),
 * invoiced = the invoices' totals, paid = their payments net of voids, open = invoiced - paid, toInvoice = the expected
 * cost of services no invoice bills yet.
 */
import type { Queryable } from '../../db/database.ts';
import { isUuid } from '../../graphql/validation.ts';
import { today } from '../calendar.ts';
import type { StatementLine, AgeingLine } from './models.ts';
export type { StatementLine, AgeingLine };


export async function supplierStatement(db: Queryable, idOu: string, idSupplier: string): Promise<StatementLine[]> {
  if (!isUuid(idSupplier)) return [];
  return db.query<StatementLine>(
    `with costs as (
       select c.id_currency, sum(c.amount) as expected,
         sum(c.amount) filter (where not exists (select 1 from supplier_invoice_line l where l.id_reservation_item = c.id_reservation_item)) as to_invoice
       from supplier_expected_cost c where c.id_ou = $1 and c.id_supplier = $2 group by c.id_currency
     ), invoices as (
       select id_currency, sum(total) as invoiced, sum(paid_amount) as paid
       from supplier_invoice where id_ou = $1 and id_supplier = $2 group by id_currency
     )
     select id_currency as "idCurrency", coalesce(c.expected, 0)::text as expected, coalesce(i.invoiced, 0)::text as invoiced,
       coalesce(i.paid, 0)::text as paid, (coalesce(i.invoiced, 0) - coalesce(i.paid, 0))::text as open,
       coalesce(c.to_invoice, 0)::text as "toInvoice"
     from costs c full join invoices i using (id_currency) order by id_currency`,
    [idOu, idSupplier],
  );
}


/** Open invoice amounts by how long past their due date they are, per supplier and currency. */
export async function payablesAgeing(db: Queryable, idOu: string, idSupplier?: string | null, on = today()): Promise<AgeingLine[]> {
  const params: unknown[] = [idOu, on];
  const bySupplier = idSupplier && isUuid(idSupplier) ? ` and v.id_supplier = $${params.push(idSupplier)}` : '';
  const bucket = (condition: string) => `coalesce(sum(v.total - v.paid_amount) filter (where ${condition}), 0)::text`;
  const late = '($2::date - v.due_date)';
  return db.query<AgeingLine>(
    `select v.id_supplier as "idSupplier", s.commercial_name as "supplierName", v.id_currency as "idCurrency",
       ${bucket(`${late} <= 0`)} as "notDue", ${bucket(`${late} between 1 and 30`)} as "days1To30",
       ${bucket(`${late} between 31 and 60`)} as "days31To60", ${bucket(`${late} between 61 and 90`)} as "days61To90",
       ${bucket(`${late} > 90`)} as over90, sum(v.total - v.paid_amount)::text as total
     from supplier_invoice v join entity s on s.id_entity = v.id_supplier
     where v.id_ou = $1 and v.paid_amount < v.total${bySupplier}
     group by v.id_supplier, s.commercial_name, v.id_currency order by lower(s.commercial_name), v.id_supplier, v.id_currency`,
    params,
  );
}
