/*
 * "Supplier statement" (issue 24): one supplier's services and invoices in a date range, each row with what it adds
 * to the statement — a service its expected amount (its cost, or the fee of a cancelled one) and the invoices that
 * bill it; an invoice what it bills, what was paid (net of voids) and what is open. So the totals per currency are the
 * statement's expected, invoiced, paid and open (domain/supplierPayables/statement.ts, whose SQL pieces this reuses)
 * for the services dated and invoices issued in the range.
 */
import { INVOICE_OPEN, supplierCostsFrom, supplierInvoicesFrom } from '../supplierPayables/statement.ts';
import type { ReportDefinition } from './reportTypes.ts';

export const supplierStatement: ReportDefinition = {
  key: 'supplierStatement',
  permission: 'reportSupplierStatement',
  params: ['supplier', 'currency'],
  required: ['supplier'],
  maxDays: 366 * 3,
  columns: [
    { key: 'date', type: 'date' },
    { key: 'kind', type: 'status' },
    { key: 'document', type: 'text' },
    { key: 'description', type: 'text' },
    { key: 'invoice', type: 'text' },
    { key: 'dueDate', type: 'date' },
    { key: 'expected', type: 'money', total: true },
    { key: 'invoiced', type: 'money', total: true },
    { key: 'paid', type: 'money', total: true },
    { key: 'open', type: 'money', total: true },
    { key: 'currency', type: 'text' },
  ],
  currencyColumn: 'currency',
  rows: (idOu, p) => {
    // validateReportParams refuses the report without a supplier of the OU ($2).
    const params: unknown[] = [idOu, p.idSupplier, p.from, p.to];
    const currency = p.idCurrency ? `$${params.push(p.idCurrency)}` : null;
    return {
      // A service row by its service date (its reservation code and service; the invoices that bill it), an invoice
      // row by its invoice date (its number; the reservations it bills). k2 puts a day's services before its invoices.
      sql: `select x.date, x.kind, x.document, x.description, x.invoice, x."dueDate", x.expected, x.invoiced, x.paid, x.open,
          cur.code as currency, x.date as k1, x.n as k2, x.id as k3
        from (
          select ri.service_date::text as date, 'SERVICE' as kind, r.code as document,
            p.name || case when pi.name is null or pi.name = '' then '' else ' (' || pi.name || ')' end as description,
            (select string_agg(v.number, ', ' order by v.number) from supplier_invoice_line l
               join supplier_invoice v using (id_supplier_invoice) where l.id_reservation_item = c.id_reservation_item) as invoice,
            null::text as "dueDate", c.amount::text as expected, '0.00' as invoiced, '0.00' as paid, '0.00' as open,
            c.id_currency, 0 as n, c.id_reservation_item as id
          from (select c.* ${supplierCostsFrom('$2')}${currency ? ` and c.id_currency = ${currency}` : ''}) c
          join reservation_item ri on ri.id_reservation_item = c.id_reservation_item
          join reservation r on r.id_reservation = c.id_reservation
          join product_instance pi on pi.id_product_instance = ri.id_product_instance
          join product p on p.id_product = pi.id_product
          where ri.service_date between $3::date and $4::date
          union all
          select v.invoice_date::text, 'INVOICE', v.number,
            (select string_agg(distinct r.code, ', ') from supplier_invoice_line l
               join supplier_expected_cost c on c.id_reservation_item = l.id_reservation_item
               join reservation r on r.id_reservation = c.id_reservation where l.id_supplier_invoice = v.id_supplier_invoice),
            null, v.due_date::text, '0.00', v.total::text, v.paid_amount::text, ${INVOICE_OPEN}::text,
            v.id_currency, 1, v.id_supplier_invoice
          ${supplierInvoicesFrom('$2')}${currency ? ` and v.id_currency = ${currency}` : ''}
            and v.invoice_date between $3::date and $4::date
        ) x join general_parameter_value cur on cur.id_general_parameter_value = x.id_currency`,
      params,
    };
  },
};
