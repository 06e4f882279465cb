/*
 * Advances (issue 9): a customer's prepayment taken at the counter, in cash or by bank deposit/transfer, in the
 * cashier's open day. It is invoiced when received (its own invoice or receipt, like a sale: the tax authority taxes
 * an advance when it is paid), then applied as ADVANCE payments in later cashier transactions until its available
 * amount is used up (domain/cashierTransactions.ts calls `applyAdvances`); a voided ADVANCE payment gives its amount
 * back (`restoreAdvance`). An advance is voided only while untouched: a credit note, and the money leaves the drawer of
 * the day of the void.
 *
 * Concurrency: every application locks the advance rows FOR UPDATE (id order) and re-reads the available amount, and
 * the row's check constraints (available = total - applied, available >= 0) make over-application impossible even if
 * a caller forgot the lock. Lock order with the rest of the cashier: idempotency key, day, payment, reservations,
 * items, advances, counters.
 */
import type { Queryable } from '../db/database.ts';
import type { AdvanceModel, FiscalDocumentModel, PaymentModel } from '../models.ts';
import { CATALOG } from '../db/generalParameterData.ts';
import { appError } from '../graphql/errors.ts';
import type { AdvanceSearchInput } from '../graphql/resolvers-types.ts';
import { FieldErrors, containsPattern, isUuid, pageOf } from '../graphql/validation.ts';
import { INVALID_CHOICE, checkCatalogRefs } from './generalParameters.ts';
import { today } from './calendar.ts';
import { checkDateFilters, pageWithCount, params } from './cashierSearch.ts';
import { PAYMENT_COLUMNS, grouped } from './cashierTransactionReads.ts';
import { requireOpenDailyCashier } from './dailyCashier.ts';
import { readDeposit, type DepositInput } from './deposits.ts';
import { CREDIT_NOTE_SERIES, DOCUMENT_COLUMNS, SERIES, issueDocument, saleDocumentTypeOf } from './fiscalDocuments.ts';
import { checkIdempotencyKey, once } from './idempotency.ts';
import { add, compare, isDecimal, scaleOf, subtract } from './money.ts';
import { foldSearchText } from './searchText.ts';

const ADVANCE_NOT_FOUND = 'Advance not found';
const ADVANCE_NOT_APPLICABLE = 'This advance cannot be applied';
export const ADVANCE_OTHER_CUSTOMER = 'This advance belongs to another customer';
export const ADVANCE_OTHER_CURRENCY = 'Pay an advance in its own currency';
export const exceedsAvailable = (available: string) => `The amount cannot exceed the advance's available amount (${available})`;
export const VOID_ADVANCE_FAILED = 'Void advance failed';
export const COULD_NOT_CREATE_ADVANCE = 'Could not create advance';
export const INVALID_ADVANCE_AMOUNT = 'Enter an amount greater than 0 with at most 2 decimals';
export const CUSTOMER_NOT_FOUND = 'Choose a customer of this organizational unit';
const MAX_ADVANCE_NOTE = 200;
const MAX_AMOUNT = '999999999999.99';



export const ADVANCE_COLUMNS = `a.id_advance as "idAdvance", a.id_ou as "idOu", a.advance_date as "advanceDate",
  a.id_entity as "idEntity", a.id_currency as "idCurrency", a.method, a.deposit_type as "depositType",
  a.deposit_date as "depositDate", a.id_bank as "idBank", a.bank_account as "bankAccount",
  a.deposit_number as "depositNumber", a.note, a.total, a.applied_amount as "appliedAmount",
  a.available_amount as "availableAmount", a.status, a.void_reason as "voidReason", a.voided_at as "voidedAt",
  a.created_at as "createdAt"`;

export interface AdvanceInput {
  idempotencyKey?: string | null;
  idEntity?: string | null;
  idCurrency?: string | null;
  amount?: string | null;
  method?: 'CASH' | 'DEPOSIT' | null;
  deposit?: DepositInput | null;
  note?: string | null;
}

export interface Cashier {
  idOu: string;
  idUser: string;
}

function readAdvanceAmount(errors: FieldErrors, field: string, value: string | null | undefined) {
  const text = value?.trim() ?? '';
  if (!text) errors.addCode(field, 'REQUIRED');
  else if (!isDecimal(text) || scaleOf(text) > 2 || compare(text, '0') <= 0 || compare(text, MAX_AMOUNT) > 0) {
    errors.addCode(field, 'POSITIVE_AMOUNT', {}, INVALID_ADVANCE_AMOUNT);
  } else return text;
  return null;
}

export async function findAdvance(db: Queryable, idOu: string, id: string): Promise<AdvanceModel | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.query<AdvanceModel>(`select ${ADVANCE_COLUMNS} from advance a where a.id_advance = $1 and a.id_ou = $2`, [id, idOu]);
  return row ?? null;
}

/** Takes a customer's advance in today's open day and issues its invoice or receipt; answers the advance's id. */
export async function createAdvance(
  tx: Queryable, cashier: Cashier, data: AdvanceInput,
): Promise<{ idAdvance: string }> {
  const key = checkIdempotencyKey(data.idempotencyKey);
  const errors = new FieldErrors();
  const idEntity = errors.id('idEntity', data.idEntity);
  if (idEntity && !isUuid(idEntity)) errors.addCode('idEntity', 'CUSTOMER_OF_OU', {}, CUSTOMER_NOT_FOUND);
  const idCurrency = errors.id('idCurrency', data.idCurrency);
  if (idCurrency && !isUuid(idCurrency)) errors.addCode('idCurrency', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  const amount = readAdvanceAmount(errors, 'amount', data.amount);
  if (!data.method) errors.addCode('method', 'REQUIRED');
  const deposit = data.method === 'DEPOSIT' ? readDeposit(errors, 'deposit', data.deposit) : null;
  const note = errors.text('note', data.note, { max: MAX_ADVANCE_NOTE }) || null;
  errors.check();
  const request = { ...data, idempotencyKey: undefined };
  return once(tx, cashier.idOu, key, 'createAdvance', request, async () => {
    const { idDailyCashier } = await requireOpenDailyCashier(tx, cashier.idOu, cashier.idUser);
    const refs = [
      { field: 'idCurrency', catalog: CATALOG.currency, id: idCurrency },
      ...(deposit ? [{ field: 'deposit.idBank', catalog: CATALOG.bank, id: deposit.idBank }] : []),
    ];
    await checkCatalogRefs(tx, cashier.idOu, errors, refs);
    const [customer] = await tx.query(
      'select 1 from entity_ou where id_entity = $1 and id_ou = $2', [idEntity, cashier.idOu],
    );
    if (!customer) errors.addCode('idEntity', 'CUSTOMER_OF_OU', {}, CUSTOMER_NOT_FOUND);
    errors.check();
    const date = today();
    const [{ id }] = await tx.query<{ id: string }>(
      `insert into advance (id_ou, advance_date, id_entity, id_currency, method, deposit_type, deposit_date, id_bank,
         bank_account, deposit_number, note, total, available_amount, id_daily_cashier, idempotency_key, id_user_create)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15) returning id_advance as id`,
      [cashier.idOu, date, idEntity, idCurrency, data.method, deposit?.depositType ?? null, deposit?.depositDate ?? null,
        deposit?.idBank ?? null, deposit?.bankAccount ?? null, deposit?.number ?? null, note, amount, idDailyCashier, key,
        cashier.idUser],
    );
    const documentType = await saleDocumentTypeOf(tx, idEntity!);
    await issueDocument(tx, {
      idOu: cashier.idOu, idUser: cashier.idUser, documentType, series: SERIES[documentType], issueDate: date,
      idCashierTransaction: null, idAdvance: id, idEntity: idEntity!, idCurrency: idCurrency!, total: amount!,
    });
    return { idAdvance: id };
  });
}

/** Voids an untouched advance: status VOIDED, a credit note for its document, the money out of today's drawer. */
export async function voidAdvance(
  tx: Queryable, cashier: Cashier, args: { idAdvance: string; reason?: string | null; idempotencyKey?: string | null },
): Promise<{ idAdvance: string }> {
  const key = checkIdempotencyKey(args.idempotencyKey);
  const errors = new FieldErrors();
  const reason = errors.text('reason', args.reason, { max: 200, required: true });
  errors.check();
  return once(tx, cashier.idOu, key, 'voidAdvance', { idAdvance: args.idAdvance, reason }, async () => {
    if (!(await findAdvance(tx, cashier.idOu, args.idAdvance))) {
      throw appError('NOT_FOUND', VOID_ADVANCE_FAILED, { reason: 'NOT_FOUND' });
    }
    const { idDailyCashier } = await requireOpenDailyCashier(tx, cashier.idOu, cashier.idUser);
    const [advance] = await tx.query<AdvanceModel>(
      `select ${ADVANCE_COLUMNS} from advance a where a.id_advance = $1 for update`, [args.idAdvance],
    );
    if (advance.status === 'VOIDED') throw appError('CONFLICT', VOID_ADVANCE_FAILED, { reason: 'ALREADY_VOIDED' });
    if (compare(advance.appliedAmount, '0') !== 0) throw appError('CONFLICT', VOID_ADVANCE_FAILED, { reason: 'IN_USE' });
    await tx.query(
      `update advance set status = 'VOIDED', id_void_daily_cashier = $2, void_reason = $3, voided_at = now(), updated_at = now()
       where id_advance = $1`,
      [advance.idAdvance, idDailyCashier, reason],
    );
    const [doc] = await tx.query<{ id: string; documentType: 'INVOICE' | 'RECEIPT' }>(
      `select id_fiscal_document as id, document_type as "documentType" from fiscal_document
       where id_advance = $1 and document_type in ('INVOICE', 'RECEIPT') order by created_at limit 1`,
      [advance.idAdvance],
    );
    await issueDocument(tx, {
      idOu: cashier.idOu, idUser: cashier.idUser, documentType: 'CREDIT_NOTE', series: CREDIT_NOTE_SERIES[doc.documentType],
      issueDate: today(), idCashierTransaction: null, idAdvance: advance.idAdvance, idEntity: advance.idEntity,
      idCurrency: advance.idCurrency, total: advance.total, idReferenceDocument: doc.id,
    });
    return { idAdvance: advance.idAdvance };
  });
}

interface AdvanceApplication {
  field: string;
  idAdvance: string;
  idCurrency: string;
  amount: string;
}

/**
 * Locks the advances applied by a cart (id order), checks each against the transaction's customer, its currency and
 * what is still available (several lines may draw on one advance), and takes the amounts off. Field errors go to
 * `errors`; nothing is written unless all pass.
 */
export async function applyAdvances(
  tx: Queryable, idOu: string, idEntity: string, applications: readonly AdvanceApplication[], errors: FieldErrors,
) {
  if (!applications.length) return;
  const ids = [...new Set(applications.map((a) => a.idAdvance))].sort();
  const rows = await tx.query<AdvanceModel>(
    `select ${ADVANCE_COLUMNS} from advance a where a.id_advance = any($1::uuid[]) and a.id_ou = $2
     order by a.id_advance for update`,
    [ids, idOu],
  );
  const byId = new Map(rows.map((r) => [r.idAdvance, { row: r, left: r.availableAmount }]));
  for (const a of applications) {
    const found = byId.get(a.idAdvance);
    if (!found) errors.addCode(`${a.field}.idAdvance`, 'NOT_FOUND', {}, ADVANCE_NOT_FOUND);
    else if (found.row.status !== 'AVAILABLE') errors.addCode(`${a.field}.idAdvance`, 'ADVANCE_NOT_AVAILABLE', {}, ADVANCE_NOT_APPLICABLE);
    else if (found.row.idEntity !== idEntity) errors.addCode(`${a.field}.idAdvance`, 'ADVANCE_OTHER_CUSTOMER', {}, ADVANCE_OTHER_CUSTOMER);
    else if (found.row.idCurrency !== a.idCurrency) errors.addCode(`${a.field}.idCurrency`, 'ADVANCE_OTHER_CURRENCY', {}, ADVANCE_OTHER_CURRENCY);
    else if (compare(a.amount, found.left) > 0) errors.addCode(`${a.field}.amount`, 'EXCEEDS_AVAILABLE', { available: found.left }, exceedsAvailable(found.left));
    else found.left = subtract(found.left, a.amount);
  }
  errors.check();
  for (const id of ids) {
    const taken = applications.filter((a) => a.idAdvance === id).reduce((total, a) => add(total, a.amount), '0');
    await tx.query(
      `update advance set applied_amount = applied_amount + $2, available_amount = available_amount - $2,
         status = case when available_amount - $2 = 0 then 'APPLIED' else 'AVAILABLE' end, updated_at = now()
       where id_advance = $1`,
      [id, taken],
    );
  }
}

/** A voided ADVANCE payment gives its amount back to the advance (which becomes AVAILABLE again). */
export async function restoreAdvance(tx: Queryable, idAdvance: string, amount: string) {
  await tx.query(
    `update advance set applied_amount = applied_amount - $2, available_amount = available_amount + $2,
       status = 'AVAILABLE', updated_at = now()
     where id_advance = $1`,
    [idAdvance, amount],
  );
}

/* ---------- reads ---------- */

/** The advances screen: the OU's advances by status, customer and date, or by document number or customer name. */
export async function searchAdvances(db: Queryable, idOu: string, input: AdvanceSearchInput) {
  const page = pageOf({ ...input, status: null }, { advanceDate: 'a.advance_date' }, 'advanceDate');
  const errors = new FieldErrors();
  checkDateFilters(errors, input);
  if (input.idEntity && !isUuid(input.idEntity)) errors.addCode('idEntity', 'INVALID_CHOICE', {}, 'Choose one of the listed options');
  errors.check();
  const query = params([idOu]);
  const { param } = query;
  const filters = ['a.id_ou = $1'];
  if (input.status) filters.push(`a.status = ${param(input.status)}`);
  if (input.idEntity) filters.push(`a.id_entity = ${param(input.idEntity)}`);
  if (input.dateFrom) filters.push(`a.advance_date >= ${param(input.dateFrom)}::date`);
  if (input.dateTo) filters.push(`a.advance_date <= ${param(input.dateTo)}::date`);
  if (page.text) {
    // A document number (F001-00000042, or the correlative alone) or a customer's name.
    const match = /^(?:([A-Z0-9]{4})-)?0*(\d{1,15})$/i.exec(page.text);
    const byNumber = match
      ? `or exists (select 1 from fiscal_document d where d.id_advance = a.id_advance and d.correlative = ${param(Number(match[2]))}
          ${match[1] ? `and d.series = ${param(match[1].toUpperCase())}` : ''})`
      : '';
    filters.push(`(exists (select 1 from entity e where e.id_entity = a.id_entity
      and e.search_text like ${param(containsPattern(foldSearchText(page.text)))}) ${byNumber})`);
  }
  const where = filters.join(' and ');
  return pageWithCount<AdvanceModel>(db, query,
    `select ${ADVANCE_COLUMNS} from advance a where ${where} order by a.advance_date desc, a.created_at desc`,
    `select count(*)::int as count from advance a where ${where}`, page);
}

/** The customer's AVAILABLE advances (in the currency, when given) the payments cart may apply, oldest first. */
export async function applicableAdvances(db: Queryable, idOu: string, idEntity: string, idCurrency: string | null | undefined) {
  if (!isUuid(idEntity) || (idCurrency && !isUuid(idCurrency))) return [];
  return db.query<AdvanceModel>(
    `select ${ADVANCE_COLUMNS} from advance a
     where a.id_ou = $1 and a.id_entity = $2 and a.status = 'AVAILABLE' and ($3::uuid is null or a.id_currency = $3)
     order by a.advance_date, a.created_at limit 50`,
    [idOu, idEntity, idCurrency || null],
  );
}

/** Each advance's own invoice or receipt (its credit note is not it). */
export async function documentsOfAdvances(db: Queryable, ids: readonly string[]) {
  const rows = await db.query<FiscalDocumentModel>(
    `select ${DOCUMENT_COLUMNS} from fiscal_document d where d.id_advance = any($1::uuid[])
     and d.document_type in ('INVOICE', 'RECEIPT')`, [ids],
  );
  return new Map(rows.map((r) => [r.idAdvance!, r]));
}

/** The ADVANCE payments that applied each advance, oldest first. */
export async function applicationsOfAdvances(db: Queryable, ids: readonly string[]) {
  const rows = await db.query<PaymentModel>(
    `select ${PAYMENT_COLUMNS} from payment p join cashier_transaction t using (id_cashier_transaction)
     where p.id_advance = any($1::uuid[]) order by p.created_at`, [ids],
  );
  return grouped(ids, rows, (r) => r.idAdvance!);
}
