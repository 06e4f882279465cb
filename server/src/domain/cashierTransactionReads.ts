/*
 * Reading cashier transactions and payments (issue 9): the lists, the rows by id and what the GraphQL loaders fetch
 * in batches. The writes are domain/cashierTransactions.ts.
 */
import type { Queryable } from '../db/database.ts';
import type {
  CashierTransactionSearchInput, PayableReservationItemSearchInput, PaymentSearchInput,
} from '../graphql/resolvers-types.ts';
import { FieldErrors, containsPattern, isUuid, pageOf } from '../graphql/validation.ts';
import type {
  CashierTransactionItemModel, CashierTransactionModel, FiscalDocumentModel, PaymentModel, ReservationItemModel,
  ReservationModel,
} from '../models.ts';
import { checkDateFilters, pageWithCount, params } from './cashierSearch.ts';
import { DOCUMENT_COLUMNS } from './fiscalDocuments.ts';
import { ITEM_COLUMNS, RESERVATION_COLUMNS } from './reservations.ts';
import { foldSearchText } from './searchText.ts';

const TRANSACTION_COLUMNS = `t.id_cashier_transaction as "idCashierTransaction", t.id_ou as "idOu", t.number::int as number,
  t.transaction_date as "transactionDate", t.note, t.status, t.id_daily_cashier as "idDailyCashier", t.id_entity as "idEntity",
  t.id_currency as "idCurrency", t.items_total as "itemsTotal", t.paid_total as "paidTotal", t.change_amount as "changeAmount",
  t.created_at as "createdAt"`;

export const PAYMENT_COLUMNS = `p.id_payment as "idPayment", p.id_cashier_transaction as "idCashierTransaction",
  t.number::int as "transactionNumber", p.line_number as "lineNumber", p.method, p.status, p.payment_date as "paymentDate",
  p.id_currency as "idCurrency", p.amount, p.amount_converted as "amountConverted", p.change_amount as "changeAmount",
  p.amount_applied as "amountApplied", trim_scale(p.exchange_rate)::text as "exchangeRate",
  p.exchange_rate_inverted as "exchangeRateInverted", p.card_brand as "cardBrand", p.card_last4 as "cardLast4",
  p.card_holder as "cardHolder", p.card_authorization as "cardAuthorization", p.deposit_type as "depositType",
  p.deposit_date as "depositDate", p.id_bank as "idBank", p.bank_account as "bankAccount", p.deposit_number as "depositNumber",
  p.id_advance as "idAdvance", p.reversal_of as "reversalOf", p.void_reason as "voidReason", p.created_at as "createdAt"`;

const CART_ITEM_COLUMNS = `c.id_cashier_transaction_item as "idCashierTransactionItem", c.id_cashier_transaction as "idCashierTransaction",
  c.id_reservation_item as "idReservationItem", c.id_reservation as "idReservation", c.amount_to_pay as "amountToPay",
  c.pending_before as "pendingBefore"`;

const CHOOSE_LISTED = 'Choose one of the listed options';

/** Rows grouped under each asked id, in their order (an id without rows gets an empty list). */
export function grouped<T>(ids: readonly string[], rows: readonly T[], key: (row: T) => string) {
  const map = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) map.get(key(row))?.push(row);
  return map;
}

export async function findTransaction(db: Queryable, idOu: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<CashierTransactionModel>(
    `select ${TRANSACTION_COLUMNS} from cashier_transaction t where t.id_cashier_transaction = $1 and t.id_ou = $2`, [id, idOu],
  );
  return row ?? null;
}

export async function findPayment(db: Queryable, idOu: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<PaymentModel>(
    `select ${PAYMENT_COLUMNS} from payment p join cashier_transaction t using (id_cashier_transaction)
     where p.id_payment = $1 and p.id_ou = $2`,
    [id, idOu],
  );
  return row ?? null;
}

/* ---------- lists ---------- */

export async function searchTransactions(db: Queryable, idOu: string, input: CashierTransactionSearchInput) {
  const page = pageOf({ ...input, status: null }, { number: 't.number' }, 'number');
  const errors = new FieldErrors();
  checkDateFilters(errors, input);
  errors.check();
  const query = params([idOu]);
  const { param } = query;
  const filters = ['t.id_ou = $1'];
  if (input.status) filters.push(`t.status = ${param(input.status)}`);
  if (input.dateFrom) filters.push(`t.transaction_date >= ${param(input.dateFrom)}::date`);
  if (input.dateTo) filters.push(`t.transaction_date <= ${param(input.dateTo)}::date`);
  if (page.text) {
    const number = /^\d{1,15}$/.test(page.text) ? Number(page.text) : -1;
    const pattern = param(containsPattern(foldSearchText(page.text)));
    filters.push(`(t.number = ${param(number)}
      or exists (select 1 from cashier_transaction_item c join reservation r using (id_reservation)
        where c.id_cashier_transaction = t.id_cashier_transaction and r.search_text like ${pattern}))`);
  }
  const where = filters.join(' and ');
  return pageWithCount<CashierTransactionModel>(db, query,
    `select ${TRANSACTION_COLUMNS} from cashier_transaction t where ${where} order by t.transaction_date desc, t.number desc`,
    `select count(*)::int as count from cashier_transaction t where ${where}`, page);
}

export async function searchPayments(db: Queryable, idOu: string, input: PaymentSearchInput) {
  const page = pageOf({ ...input, status: null }, { paymentDate: 'p.payment_date' }, 'paymentDate');
  const errors = new FieldErrors();
  checkDateFilters(errors, input);
  if (input.idCashierTransaction && !isUuid(input.idCashierTransaction)) errors.addCode('idCashierTransaction', 'INVALID_CHOICE', {}, CHOOSE_LISTED);
  if (input.idEntity && !isUuid(input.idEntity)) errors.addCode('idEntity', 'INVALID_CHOICE', {}, CHOOSE_LISTED);
  errors.check();
  const query = params([idOu]);
  const { param } = query;
  const filters = ['p.id_ou = $1'];
  if (input.method) filters.push(`p.method = ${param(input.method)}`);
  if (input.status) filters.push(`p.status = ${param(input.status)}`);
  if (input.idCashierTransaction) filters.push(`p.id_cashier_transaction = ${param(input.idCashierTransaction)}`);
  if (input.idEntity) filters.push(`t.id_entity = ${param(input.idEntity)}`);
  if (input.dateFrom) filters.push(`p.payment_date >= ${param(input.dateFrom)}::date`);
  if (input.dateTo) filters.push(`p.payment_date <= ${param(input.dateTo)}::date`);
  if (page.text) {
    const number = /^\d{1,15}$/.test(page.text) ? Number(page.text) : -1;
    filters.push(`(t.number = ${param(number)} or p.card_last4 = ${param(page.text)}
      or upper(p.deposit_number) = ${param(page.text.toUpperCase())})`);
  }
  const where = filters.join(' and ');
  const from = 'payment p join cashier_transaction t using (id_cashier_transaction)';
  return pageWithCount<PaymentModel>(db, query,
    `select ${PAYMENT_COLUMNS} from ${from} where ${where} order by p.payment_date desc, p.created_at desc, p.id_payment`,
    `select count(*)::int as count from ${from} where ${where}`, page);
}

/** Items the reservations cart can take: confirmed, something pending, of a confirmed or partly paid reservation. */
export async function searchPayableItems(db: Queryable, idOu: string, input: PayableReservationItemSearchInput) {
  const page = pageOf({ ...input, status: null }, { code: 'r.code' }, 'code');
  const errors = new FieldErrors();
  if (input.idEntity && !isUuid(input.idEntity)) errors.addCode('idEntity', 'INVALID_CHOICE', {}, CHOOSE_LISTED);
  if (input.idFiscalDocument && !isUuid(input.idFiscalDocument)) errors.addCode('idFiscalDocument', 'INVALID_CHOICE', {}, CHOOSE_LISTED);
  errors.check();
  const query = params([idOu]);
  const { param } = query;
  const filters = [`r.id_ou = $1`, `r.status in ('CONFIRMED', 'PARTIALLY_PAID')`, `i.status = 'CONFIRMED'`, 'i.pending_amount > 0'];
  if (page.text) filters.push(`r.search_text like ${param(containsPattern(foldSearchText(page.text)))}`);
  if (input.idEntity) filters.push(`r.id_entity = ${param(input.idEntity)}`);
  // The document's transaction paid these items; what is still pending on them is the document's balance.
  if (input.idFiscalDocument) {
    filters.push(`exists (select 1 from fiscal_document d join cashier_transaction_item c using (id_cashier_transaction)
      where d.id_fiscal_document = ${param(input.idFiscalDocument)} and d.id_ou = $1
        and c.id_reservation_item = i.id_reservation_item)`);
  }
  const where = filters.join(' and ');
  const from = 'reservation_item i join reservation r using (id_reservation)';
  const { data: items, count } = await pageWithCount<ReservationItemModel>(db, query,
    `select ${ITEM_COLUMNS} from ${from} where ${where} order by r.code, i.item_number`,
    `select count(*)::int as count from ${from} where ${where}`, page);
  const byId = await reservationsById(db, [...new Set(items.map((i) => i.idReservation))]);
  const quotes = count || input.idFiscalDocument ? [] : await quotesMatching(db, idOu, page.text, input.idEntity);
  return { data: items.map((item) => ({ item, reservation: byId.get(item.idReservation)! })), count, quotes };
}

/**
 * A quote has nothing payable until it is confirmed (docs/reservations.md: payments move CONFIRMED onwards; no deposit
 * on a quote), so an empty search names the quotes it matched instead of only saying nothing matches.
 */
async function quotesMatching(db: Queryable, idOu: string, text: string | null | undefined, idEntity: string | null | undefined) {
  if (!text && !idEntity) return [];
  const { list, param } = params([idOu]);
  const filters = [`r.id_ou = $1`, `r.status = 'QUOTE'`, 'r.pending_amount > 0'];
  if (text) filters.push(`r.search_text like ${param(containsPattern(foldSearchText(text)))}`);
  if (idEntity) filters.push(`r.id_entity = ${param(idEntity)}`);
  return db.query<ReservationModel>(
    `select ${RESERVATION_COLUMNS} from reservation r where ${filters.join(' and ')} order by r.code limit 5`, list,
  );
}

/* ---------- batches (the GraphQL loaders) ---------- */

/** A payment's document: the credit note of the payment a reversal row voids, else its transaction's sale document. */
export function paymentDocument(payment: Pick<PaymentModel, 'reversalOf'>, documents: readonly FiscalDocumentModel[]) {
  if (payment.reversalOf) return documents.find((d) => d.documentType === 'CREDIT_NOTE' && d.idPayment === payment.reversalOf) ?? null;
  return documents.find((d) => d.documentType !== 'CREDIT_NOTE') ?? null;
}

export async function itemsOfTransactions(db: Queryable, ids: string[]) {
  const rows = await db.query<CashierTransactionItemModel>(
    `select ${CART_ITEM_COLUMNS} from cashier_transaction_item c where c.id_cashier_transaction = any($1::uuid[])
     order by c.line_number`, [ids],
  );
  return grouped(ids, rows, (r) => r.idCashierTransaction);
}

export async function paymentsOfTransactions(db: Queryable, ids: string[]) {
  const rows = await db.query<PaymentModel>(
    `select ${PAYMENT_COLUMNS} from payment p join cashier_transaction t using (id_cashier_transaction)
     where p.id_cashier_transaction = any($1::uuid[]) order by p.line_number, p.created_at`, [ids],
  );
  return grouped(ids, rows, (r) => r.idCashierTransaction);
}

export async function documentsOfTransactions(db: Queryable, ids: string[]) {
  const rows = await db.query<FiscalDocumentModel>(
    `select ${DOCUMENT_COLUMNS} from fiscal_document d where d.id_cashier_transaction = any($1::uuid[])
     order by d.created_at, d.correlative`, [ids],
  );
  return grouped(ids, rows, (r) => r.idCashierTransaction!);
}

export async function reservationsById(db: Queryable, ids: string[]) {
  const rows = await db.query<ReservationModel>(`select ${RESERVATION_COLUMNS} from reservation r where r.id_reservation = any($1::uuid[])`, [ids]);
  return new Map(rows.map((r) => [r.idReservation, r]));
}

export async function reservationItemsById(db: Queryable, ids: string[]) {
  const rows = await db.query<ReservationItemModel>(`select ${ITEM_COLUMNS} from reservation_item i where i.id_reservation_item = any($1::uuid[])`, [ids]);
  return new Map(rows.map((r) => [r.idReservationItem, r]));
}

/** The payments (not reversal rows) allocated to each reservation's items, with what they put on that reservation. */
export async function paymentsOfReservations(db: Queryable, idOu: string, ids: string[]) {
  const rows = await db.query<PaymentModel & { idReservation: string; reservationAmount: string }>(
    `select ${PAYMENT_COLUMNS}, i.id_reservation as "idReservation", sum(a.amount)::text as "reservationAmount"
     from payment_allocation a join reservation_item i using (id_reservation_item)
       join payment p using (id_payment) join cashier_transaction t using (id_cashier_transaction)
     where i.id_reservation = any($1::uuid[]) and p.reversal_of is null and p.id_ou = $2
     group by p.id_payment, t.id_cashier_transaction, i.id_reservation
     order by p.payment_date, p.created_at, p.line_number`, [ids, idOu],
  );
  const byReservation = grouped(ids, rows, (r) => r.idReservation);
  return new Map([...byReservation].map(([id, list]) => [id,
    list.map(({ idReservation: _r, reservationAmount, ...payment }) => ({ payment, amount: reservationAmount }))]));
}
