/*
 * Reading supplier invoices: one, its lines and payments, and the payables list filtered and paged in SQL. The
 * expected cost of an invoice is read live from its services, so the difference follows a later cancellation.
 */
import type { Queryable } from '../../db/database.ts';
import { FieldErrors, isUuid, pageOf } from '../../graphql/validation.ts';
import { INVALID_CHOICE } from '../generalParameters.ts';
import { daysBetween, isDate, today } from '../calendar.ts';
import { compare, subtract } from '../money.ts';
import type { SupplierInvoiceRow, InvoiceLineRow, SupplierPaymentRow } from './models.ts';
export type { SupplierInvoiceRow, InvoiceLineRow, SupplierPaymentRow };

type InvoiceStatus = 'OPEN' | 'OVERDUE' | 'PAID';


const INVOICE_COLUMNS = `v.id_supplier_invoice as "idSupplierInvoice", v.id_ou as "idOu", v.id_supplier as "idSupplier",
  s.commercial_name as "supplierName", v.number, to_char(v.invoice_date, 'YYYY-MM-DD') as "invoiceDate",
  to_char(v.due_date, 'YYYY-MM-DD') as "dueDate", v.id_currency as "idCurrency", v.subtotal::text as subtotal,
  v.tax_amount::text as "taxAmount", v.total::text as total, v.paid_amount::text as "paidAmount",
  (select coalesce(sum(c.amount), 0)::text from supplier_invoice_line l
     join supplier_expected_cost c on c.id_reservation_item = l.id_reservation_item
   where l.id_supplier_invoice = v.id_supplier_invoice) as "expectedAmount",
  v.note, v.created_at::text as "createdAt"`;

const INVOICE_FROM = 'from supplier_invoice v join entity s on s.id_entity = v.id_supplier';

export const openAmountOf = (row: Pick<SupplierInvoiceRow, 'total' | 'paidAmount'>) => subtract(row.total, row.paidAmount);

export function invoiceStatus(row: Pick<SupplierInvoiceRow, 'total' | 'paidAmount' | 'dueDate'>, on = today()): InvoiceStatus {
  if (compare(row.paidAmount, row.total) >= 0) return 'PAID';
  return row.dueDate < on ? 'OVERDUE' : 'OPEN';
}

export const daysOverdueOf = (row: Pick<SupplierInvoiceRow, 'total' | 'paidAmount' | 'dueDate'>, on = today()) =>
  (invoiceStatus(row, on) === 'OVERDUE' ? daysBetween(row.dueDate, on) : 0);

export async function findSupplierInvoice(db: Queryable, idOu: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<SupplierInvoiceRow>(
    `select ${INVOICE_COLUMNS} ${INVOICE_FROM} where v.id_supplier_invoice = $1 and v.id_ou = $2`, [id, idOu],
  );
  return row ?? null;
}


export async function linesOfInvoices(db: Queryable, ids: readonly string[]) {
  return db.query<InvoiceLineRow>(
    `select l.id_supplier_invoice as "idSupplierInvoice", l.line_number as "lineNumber", l.id_reservation_item as "idReservationItem",
       c.id_reservation as "idReservation", r.code as "reservationCode",
       p.name || case when pi.name is null or pi.name = '' then '' else ' (' || pi.name || ')' end as "productName",
       to_char(ri.service_date, 'YYYY-MM-DD') as "serviceDate", l.description, l.amount::text as amount,
       l.tax_amount::text as "taxAmount", c.amount::text as "expectedAmount", c.status as "expectedStatus"
     from supplier_invoice_line l join supplier_expected_cost c on c.id_reservation_item = l.id_reservation_item
     join reservation_item ri on ri.id_reservation_item = l.id_reservation_item
     join reservation r on r.id_reservation = c.id_reservation
     join product_instance pi on pi.id_product_instance = ri.id_product_instance join product p on p.id_product = pi.id_product
     where l.id_supplier_invoice = any($1::uuid[]) order by l.id_supplier_invoice, l.line_number`,
    [[...ids]],
  );
}


export const PAYMENT_COLUMNS = `id_supplier_payment as "idSupplierPayment", id_supplier_invoice as "idSupplierInvoice",
  id_supplier as "idSupplier", method, document_number as "documentNumber", to_char(payment_date, 'YYYY-MM-DD') as "paymentDate",
  id_currency as "idCurrency", amount::text as amount, status, reversal_of as "reversalOf", void_reason as "voidReason",
  created_at::text as "createdAt"`;

export async function paymentsOfInvoices(db: Queryable, ids: readonly string[]) {
  return db.query<SupplierPaymentRow>(
    `select ${PAYMENT_COLUMNS} from supplier_payment where id_supplier_invoice = any($1::uuid[]) order by created_at, id_supplier_payment`,
    [[...ids]],
  );
}

export async function findSupplierPayment(db: Queryable, idOu: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<SupplierPaymentRow>(
    `select ${PAYMENT_COLUMNS} from supplier_payment where id_supplier_payment = $1 and id_ou = $2`, [id, idOu],
  );
  return row ?? null;
}

interface SupplierInvoiceSearch {
  /** Invoice number or supplier name. */
  text?: string | null;
  idSupplier?: string | null;
  status?: InvoiceStatus | null;
  dueFrom?: string | null;
  dueTo?: string | null;
  skip?: number | null;
  take?: number | null;
  sortBy?: string | null;
  sortDirection?: 'ASC' | 'DESC' | null;
}

const SORTS = {
  dueDate: 'v.due_date', invoiceDate: 'v.invoice_date', number: 'upper(v.number)', supplierName: 'lower(s.commercial_name)', total: 'v.total',
};

/** The OU's supplier invoices, filtered and paged in SQL (supplier_invoice_list_idx carries the default order). */
export async function searchSupplierInvoices(db: Queryable, idOu: string, input: SupplierInvoiceSearch) {
  const page = pageOf({ ...input, status: null }, SORTS, 'dueDate');
  const errors = new FieldErrors();
  if (input.idSupplier && !isUuid(input.idSupplier)) errors.addCode('idSupplier', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  for (const field of ['dueFrom', 'dueTo'] as const) {
    if (input[field] && !isDate(input[field])) errors.addCode(field, 'INVALID_DATE', {}, 'Enter a valid date');
  }
  if (input.dueFrom && input.dueTo && !errors.any && input.dueTo < input.dueFrom) {
    errors.addCode('dueTo', 'END_BEFORE_START', {}, 'The end date cannot be before the start date');
  }
  errors.check();
  const params: unknown[] = [idOu];
  const param = (value: unknown) => `$${params.push(value)}`;
  const filters = ['v.id_ou = $1'];
  if (input.idSupplier) filters.push(`v.id_supplier = ${param(input.idSupplier)}`);
  if (input.status === 'PAID') filters.push('v.paid_amount >= v.total');
  if (input.status === 'OPEN') filters.push(`v.paid_amount < v.total and v.due_date >= ${param(today())}::date`);
  if (input.status === 'OVERDUE') filters.push(`v.paid_amount < v.total and v.due_date < ${param(today())}::date`);
  if (input.dueFrom) filters.push(`v.due_date >= ${param(input.dueFrom)}::date`);
  if (input.dueTo) filters.push(`v.due_date <= ${param(input.dueTo)}::date`);
  if (page.pattern) {
    const pattern = param(page.pattern);
    filters.push(`(upper(v.number) like upper(${pattern}) or upper(s.commercial_name) like upper(${pattern}))`);
  }
  const from = `${INVOICE_FROM} where ${filters.join(' and ')}`;
  const countParams = [...params];
  const [data, [{ count }]] = await Promise.all([
    db.query<SupplierInvoiceRow>(
      `select ${INVOICE_COLUMNS} ${from} order by ${page.orderBy}, v.id_supplier_invoice offset ${param(page.skip)} limit ${param(page.take)}`,
      params,
    ),
    db.query<{ count: number }>(`select count(*)::int as count ${from}`, countParams),
  ]);
  return { data, count };
}
