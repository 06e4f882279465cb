/*
 * Supplier invoices (issue 24, part 2): registered against one or more of the supplier's services, each line a net
 * amount and its tax. Registration is all or nothing behind an idempotency key: a refused invoice saves nothing, a
 * repeated submit answers the first invoice. The difference to the expected cost is read live (a later cancellation
 * shows at once) and judged against a tolerance (tolerance.ts).
 */
import type { Queryable } from '../../db/database.ts';
import { CATALOG } from '../../db/generalParameterData.ts';
import { appError } from '../../graphql/errors.ts';
import { FieldErrors, isUniqueViolation, isUuid } from '../../graphql/validation.ts';
import { addDays, isDate, today } from '../calendar.ts';
import { INVALID_CHOICE, checkCatalogRefs } from '../generalParameters.ts';
import { checkIdempotencyKey, once } from '../idempotency.ts';
import { add, format, sum } from '../money.ts';
import { readAmount } from './amounts.ts';
import { entityRoleOf, isSupplierRole } from './statement.ts';

const MAX_LINES = 50;
const MAX_NUMBER = 30;
const MAX_DESCRIPTION = 200;
export const MAX_NOTE = 500;
/** Days an invoice without a due date of its own has to be paid (the usual 30-day supplier terms). */
const DEFAULT_DUE_DAYS = 30;
export const INVOICE_REFUSED = 'The supplier invoice was not registered';

export interface SupplierInvoiceLineInput {
  idReservationItem?: string | null;
  description?: string | null;
  amount?: string | null;
  taxAmount?: string | null;
}

export interface SupplierInvoiceInput {
  idempotencyKey?: string | null;
  idSupplier?: string | null;
  number?: string | null;
  invoiceDate?: string | null;
  dueDate?: string | null;
  idCurrency?: string | null;
  note?: string | null;
  lines?: readonly SupplierInvoiceLineInput[] | null;
}

export interface Actor {
  idOu: string;
  idUser: string | null;
}

interface ValidLine {
  lineNumber: number;
  idReservationItem: string;
  description: string;
  amount: string;
  taxAmount: string;
}

/** The form's own mistakes, before anything is read. */
function readInvoice(input: SupplierInvoiceInput) {
  const errors = new FieldErrors();
  const idSupplier = errors.id('idSupplier', input.idSupplier);
  const number = errors.text('number', input.number, { max: MAX_NUMBER, required: true });
  const invoiceDate = input.invoiceDate?.trim() ?? '';
  if (!invoiceDate) errors.addCode('invoiceDate', 'REQUIRED');
  else if (!isDate(invoiceDate)) errors.addCode('invoiceDate', 'INVALID_DATE', {}, 'Enter a valid date');
  else if (invoiceDate > today()) errors.addCode('invoiceDate', 'FUTURE_DATE', {}, 'Cannot be in the future');
  const dueText = input.dueDate?.trim() || null;
  if (dueText && !isDate(dueText)) errors.addCode('dueDate', 'INVALID_DATE', {}, 'Enter a valid date');
  else if (dueText && isDate(invoiceDate) && dueText < invoiceDate) {
    errors.addCode('dueDate', 'END_BEFORE_START', {}, 'The due date cannot be before the invoice date');
  }
  const idCurrency = errors.id('idCurrency', input.idCurrency);
  const note = errors.text('note', input.note, { max: MAX_NOTE }) || null;
  const lines: ValidLine[] = [];
  const given = input.lines ?? [];
  if (!given.length) errors.addCode('lines', 'TOO_FEW', { min: 1 }, 'Add at least one service');
  if (given.length > MAX_LINES) errors.addCode('lines', 'TOO_MANY', { max: MAX_LINES }, `At most ${MAX_LINES} lines`);
  const seen = new Set<string>();
  given.slice(0, MAX_LINES).forEach((line, i) => {
    const at = (field: string) => `lines.${i}.${field}`;
    const idReservationItem = errors.id(at('idReservationItem'), line.idReservationItem);
    if (idReservationItem && seen.has(idReservationItem)) errors.addCode(at('idReservationItem'), 'DUPLICATE', {}, 'This service is on another line');
    if (idReservationItem) seen.add(idReservationItem);
    const description = errors.text(at('description'), line.description, { max: MAX_DESCRIPTION }) ?? '';
    const amount = readAmount(errors, at('amount'), line.amount, true);
    const taxAmount = readAmount(errors, at('taxAmount'), line.taxAmount, false) ?? '0.00';
    if (idReservationItem && amount !== undefined) {
      lines.push({ lineNumber: i + 1, idReservationItem, description, amount, taxAmount });
    }
  });
  const total = sum(lines.flatMap((l) => [l.amount, l.taxAmount]));
  if (!errors.any && format(total) === '0.00') errors.addCode('lines', 'ZERO_NOT_ALLOWED', {}, 'The invoice total must be greater than 0');
  errors.check();
  return {
    idSupplier: idSupplier!, number: number!, invoiceDate, dueDate: dueText ?? addDays(invoiceDate, DEFAULT_DUE_DAYS),
    idCurrency: idCurrency!, note, lines,
  };
}

type ValidInvoice = ReturnType<typeof readInvoice>;

/** The supplier must be an entity of the caller's OU whose role is supplier (or both). */
async function checkSupplier(tx: Queryable, idOu: string, errors: FieldErrors, idSupplier: string) {
  const role = await entityRoleOf(tx, idOu, idSupplier);
  if (role === undefined) errors.addCode('idSupplier', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  else if (!isSupplierRole(role)) errors.addCode('idSupplier', 'NOT_A_SUPPLIER', {}, 'This entity is not a supplier');
}

/**
 * Each line's service must be an expected cost of the OU, of this supplier, in the invoice's currency, with something
 * payable (a service cancelled without a supplier fee owes nothing). The rows are read FOR SHARE: a cancellation in
 * flight waits for the invoice, then its fee shows against it.
 */
async function checkLines(tx: Queryable, idOu: string, errors: FieldErrors, invoice: ValidInvoice) {
  const ids = invoice.lines.map((l) => l.idReservationItem).filter(isUuid).sort();
  const rows = ids.length ? await tx.query<{ id: string; idSupplier: string; idCurrency: string; status: string; code: string }>(
    `select c.id_reservation_item as id, c.id_supplier as "idSupplier", c.id_currency as "idCurrency", c.status, r.code
     from supplier_expected_cost c join reservation r on r.id_reservation = c.id_reservation
     where c.id_ou = $1 and c.id_reservation_item = any($2::uuid[]) order by c.id_reservation_item for share of c`,
    [idOu, ids],
  ) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.length ? await tx.query<{ id: string; status: string }>(
    `select ri.id_reservation_item as id, ri.status from reservation_item ri join reservation r using (id_reservation)
     where r.id_ou = $1 and ri.id_reservation_item = any($2::uuid[])`,
    [idOu, ids],
  ) : [];
  const known = new Map(items.map((i) => [i.id, i.status]));
  invoice.lines.forEach((line) => {
    const field = `lines.${line.lineNumber - 1}.idReservationItem`;
    const cost = byId.get(line.idReservationItem);
    if (!cost) {
      const status = known.get(line.idReservationItem);
      if (!status) errors.addCode(field, 'INVALID_CHOICE', {}, INVALID_CHOICE);
      else if (status === 'CANCELLED') errors.addCode(field, 'SERVICE_CANCELLED', {}, 'This service was cancelled without a supplier fee');
      else errors.addCode(field, 'SERVICE_NOT_CONFIRMED', {}, 'This service is not confirmed with a rate');
    } else if (cost.status === 'REMOVED') {
      errors.addCode(field, 'SERVICE_CANCELLED', { code: cost.code }, 'This service was cancelled without a supplier fee');
    } else if (cost.idSupplier !== invoice.idSupplier) {
      errors.addCode(field, 'OTHER_SUPPLIER', { code: cost.code }, 'This service is bought from another supplier');
    } else if (cost.idCurrency !== invoice.idCurrency) {
      errors.addCode(field, 'OTHER_CURRENCY', { code: cost.code }, "This service's cost is in another currency");
    }
  });
}

const DUPLICATE_NUMBER = 'This supplier already has an invoice with this number';

/** Registers the invoice (all lines or nothing); answers its id, the first one's for a repeated key. */
export async function registerSupplierInvoice(tx: Queryable, actor: Actor, input: SupplierInvoiceInput): Promise<{ idSupplierInvoice: string }> {
  const key = checkIdempotencyKey(input.idempotencyKey);
  const invoice = readInvoice(input);
  return once(tx, actor.idOu, key, 'registerSupplierInvoice', invoice, async () => {
    const errors = new FieldErrors();
    await checkSupplier(tx, actor.idOu, errors, invoice.idSupplier);
    await checkCatalogRefs(tx, actor.idOu, errors, [{ field: 'idCurrency', catalog: CATALOG.currency, id: invoice.idCurrency }]);
    if (!errors.any) await checkLines(tx, actor.idOu, errors, invoice);
    if (!errors.any) {
      const [taken] = await tx.query(
        'select 1 from supplier_invoice where id_ou = $1 and id_supplier = $2 and upper(number) = upper($3)',
        [actor.idOu, invoice.idSupplier, invoice.number],
      );
      if (taken) errors.addCode('number', 'DUPLICATE', { number: invoice.number }, DUPLICATE_NUMBER);
    }
    errors.check();
    const subtotal = format(sum(invoice.lines.map((l) => l.amount)));
    const taxAmount = format(sum(invoice.lines.map((l) => l.taxAmount)));
    const [row] = await tx.query<{ id: string }>(
      `insert into supplier_invoice (id_ou, id_supplier, number, invoice_date, due_date, id_currency, subtotal, tax_amount,
         total, note, id_user_create, id_user_update)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) returning id_supplier_invoice as id`,
      [actor.idOu, invoice.idSupplier, invoice.number, invoice.invoiceDate, invoice.dueDate, invoice.idCurrency, subtotal,
        taxAmount, format(add(subtotal, taxAmount)), invoice.note, actor.idUser],
    ).catch((error: unknown) => {
      // Two different keys racing with one number: the unique index decides, the loser gets the field's code.
      if (isUniqueViolation(error)) throw appError('CONFLICT', DUPLICATE_NUMBER, {
        fields: { number: DUPLICATE_NUMBER }, fieldErrors: [{ path: 'number', code: 'DUPLICATE', params: { number: invoice.number } }],
      });
      throw error;
    });
    await tx.query(
      `insert into supplier_invoice_line (id_supplier_invoice, line_number, id_reservation_item, description, amount, tax_amount)
       select $1, n, i, d, a, t from unnest($2::int[], $3::uuid[], $4::text[], $5::numeric[], $6::numeric[]) as x(n, i, d, a, t)`,
      [row.id, invoice.lines.map((l) => l.lineNumber), invoice.lines.map((l) => l.idReservationItem),
        invoice.lines.map((l) => l.description), invoice.lines.map((l) => l.amount), invoice.lines.map((l) => l.taxAmount)],
    );
    return { idSupplierInvoice: row.id };
  });
}
