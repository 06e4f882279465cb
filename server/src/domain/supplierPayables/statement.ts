/*
 * A supplier's statement and the payables ageing, read only. Per currency (amounts in different currencies are never
 * added): expected = what the services still owe the supplier (costs of confirmed services and fees of cancelled ones),
 * invoiced = the invoices' totals, paid = their payments net of voids, open = invoiced - paid, toInvoice = the expected
 * cost of services no invoice bills yet.
 *
 * The SQL pieces below are shared with the reports "Supplier statement" and "Payables ageing"
 * (domain/reports/supplierStatementReport.ts, payablesAgeingReport.ts), so a figure on the entity page and the same
 * figure in a report cannot drift apart.
 */
import type { Queryable } from '../../db/database.ts';
import { ENTITY_ROLE } from '../../db/generalParameterData.ts';
import { isUuid } from '../../graphql/validation.ts';
import { today } from '../calendar.ts';
import { searchSupplierInvoices } from './invoiceQueries.ts';
import type { StatementLine, AgeingLine, SupplierStatementModel } from './models.ts';
export type { StatementLine, AgeingLine };

/** The supplier's expected costs: `c` over supplier_expected_cost, $1 the OU, `supplier` the parameter of the supplier. */
export const supplierCostsFrom = (supplier: string) =>
  `from supplier_expected_cost c where c.id_ou = $1 and c.id_supplier = ${supplier}`;

/** Whether no invoice bills the expected cost `c` yet. */
const NOT_INVOICED = 'not exists (select 1 from supplier_invoice_line l where l.id_reservation_item = c.id_reservation_item)';

/** The supplier's invoices: `v` over supplier_invoice, $1 the OU. */
export const supplierInvoicesFrom = (supplier: string) =>
  `from supplier_invoice v where v.id_ou = $1 and v.id_supplier = ${supplier}`;

/** What an invoice `v` still owes. */
export const INVOICE_OPEN = '(v.total - v.paid_amount)';

/** An entity's ENTITY_ROLE code (upper case, null without one), or undefined when it is no entity of the OU. */
export async function entityRoleOf(db: Queryable, idOu: string, idEntity: string): Promise<string | null | undefined> {
  const [row] = isUuid(idEntity) ? await db.query<{ role: string | null }>(
    `select upper(v.code) as role from entity e
     left join general_parameter_value v on v.id_general_parameter_value = e.id_entity_role
     where e.id_entity = $1 and exists (select 1 from entity_ou l where l.id_entity = e.id_entity and l.id_ou = $2)`,
    [idEntity, idOu],
  ) : [];
  return row?.role;
}

export const isSupplierRole = (role: string | null | undefined) => role === ENTITY_ROLE.supplier || role === ENTITY_ROLE.both;

/** A supplier's statement: its lines and the ageing of what is open. */
export async function statementOf(db: Queryable, idOu: string, idSupplier: string): Promise<SupplierStatementModel> {
  const [lines, ageing] = await Promise.all([supplierStatement(db, idOu, idSupplier), payablesAgeing(db, idOu, idSupplier)]);
  return { idSupplier, lines, ageing };
}

/** The statement an entity's page shows: only a supplier (or both) of the OU has one. */
export async function entityStatement(db: Queryable, idOu: string, idEntity: string): Promise<SupplierStatementModel | null> {
  return isSupplierRole(await entityRoleOf(db, idOu, idEntity)) ? statementOf(db, idOu, idEntity) : null;
}

/** The supplier's invoices with the latest due dates, for its statement. */
export async function latestInvoices(db: Queryable, idOu: string, idSupplier: string) {
  return (await searchSupplierInvoices(db, idOu, { idSupplier, take: 10, sortBy: 'dueDate', sortDirection: 'DESC' })).data;
}

export async function supplierStatement(db: Queryable, idOu: string, idSupplier: string): Promise<StatementLine[]> {
  if (!isUuid(idSupplier)) return [];
  return db.query<StatementLine>(
    `with costs as (
       select c.id_currency, sum(c.amount) as expected, sum(c.amount) filter (where ${NOT_INVOICED}) as to_invoice
       ${supplierCostsFrom('$2')} group by c.id_currency
     ), invoices as (
       select v.id_currency, sum(v.total) as invoiced, sum(v.paid_amount) as paid
       ${supplierInvoicesFrom('$2')} group by v.id_currency
     )
     select id_currency as "idCurrency", coalesce(c.expected, 0)::text as expected, coalesce(i.invoiced, 0)::text as invoiced,
       coalesce(i.paid, 0)::text as paid, (coalesce(i.invoiced, 0) - coalesce(i.paid, 0))::text as open,
       coalesce(c.to_invoice, 0)::text as "toInvoice"
     from costs c full join invoices i using (id_currency) order by id_currency`,
    [idOu, idSupplier],
  );
}

/**
 * The ageing per supplier and currency, unordered: open invoice amounts of the OU ($1) by days past their due date
 * at `on` (a SQL date expression): not due, 1–30, 31–60, 61–90, over 90. `where` narrows the invoices `v`.
 */
export function ageingSql(on: string, where = '') {
  const late = `(${on}::date - v.due_date)`;
  const bucket = (condition: string) => `coalesce(sum(${INVOICE_OPEN}) filter (where ${condition}), 0)::text`;
  return `select v.id_supplier as "idSupplier", s.commercial_name as "supplierName", v.id_currency as "idCurrency",
       ${bucket(`${late} <= 0`)} as "notDue", ${bucket(`${late} between 1 and 30`)} as "days1To30",
       ${bucket(`${late} between 31 and 60`)} as "days31To60", ${bucket(`${late} between 61 and 90`)} as "days61To90",
       ${bucket(`${late} > 90`)} as over90, sum(${INVOICE_OPEN})::text as total
     from supplier_invoice v join entity s on s.id_entity = v.id_supplier
     where v.id_ou = $1 and v.paid_amount < v.total${where}
     group by v.id_supplier, s.commercial_name, v.id_currency`;
}

/** Open invoice amounts by how long past their due date they are, per supplier and currency. */
export async function payablesAgeing(db: Queryable, idOu: string, idSupplier?: string | null, on = today()): Promise<AgeingLine[]> {
  const params: unknown[] = [idOu, on];
  const bySupplier = idSupplier && isUuid(idSupplier) ? ` and v.id_supplier = $${params.push(idSupplier)}` : '';
  return db.query<AgeingLine>(
    `select * from (${ageingSql('$2', bySupplier)}) a order by lower(a."supplierName"), a."idSupplier", a."idCurrency"`,
    params,
  );
}
