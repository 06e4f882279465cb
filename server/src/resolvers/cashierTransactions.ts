import type { GraphQLContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { isDate } from '../domain/calendar.ts';
import {
  COULD_NOT_CREATE, VOID_FAILED, completeCashierTransaction, voidPayment, type Cashier, type CompleteInput,
} from '../domain/cashierTransactions.ts';
import { PAYMENT_COLUMNS, grouped } from '../domain/cashierTransactionReads.ts';
import { entitiesById } from '../domain/entities.ts';
import { DOCUMENT_COLUMNS, documentNumber } from '../domain/fiscalDocuments.ts';
import { instalmentsOf, proposedPayment, type InstalmentRow } from '../domain/paymentSchedules/schedule.ts';
import { INVALID_DATE, END_BEFORE_START } from '../domain/inventory.ts';
import { ITEM_COLUMNS, RESERVATION_COLUMNS } from '../domain/reservations.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { appError } from '../graphql/errors.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type {
  CashierTransactionSearchInput, PayableReservationItemSearchInput, PaymentSearchInput, Resolvers,
} from '../graphql/resolvers-types.ts';
import { FieldErrors, containsPattern, isUuid, pageOf } from '../graphql/validation.ts';
import type {
  CashierTransactionItemModel, CashierTransactionModel, PaymentModel, ReservationItemModel, ReservationModel,
} from '../models.ts';
import { batchLoader, perRequest } from './batch.ts';
import { foldSearchText } from '../domain/searchText.ts';
import { valueLoader } from './generalParameters.ts';
import type { FiscalDocumentModel } from '../models.ts';

/*
 * Cashier transactions and payments (issue 9): the GraphQL side of domain/cashierTransactions.ts. Each mutation runs
 * in one database transaction; an unexpected failure is answered with the SPEC.md section 8 message of the
 * operation ('Could not create cashier transaction', 'Void Payment failed') instead of a bare server error.
 */

const TRANSACTION_COLUMNS = `t.id_cashier_transaction as "idCashierTransaction", t.id_ou as "idOu", t.number::int as number,
  t.transaction_date as "transactionDate", t.note, t.status, t.id_daily_cashier as "idDailyCashier", t.id_entity as "idEntity",
  t.id_currency as "idCurrency", t.items_total as "itemsTotal", t.paid_total as "paidTotal", t.change_amount as "changeAmount",
  t.created_at as "createdAt"`;

const CART_ITEM_COLUMNS = `c.id_cashier_transaction_item as "idCashierTransactionItem", c.id_cashier_transaction as "idCashierTransaction",
  c.id_reservation_item as "idReservationItem", c.id_reservation as "idReservation", c.amount_to_pay as "amountToPay",
  c.pending_before as "pendingBefore"`;

const cashierOf = (context: GraphQLContext): Cashier => {
  const viewer = viewerOf(context);
  return { idOu: viewer.idOu, idUser: viewer.idUser };
};

/** Known refusals pass through; anything else becomes the operation's message (the cause stays in the server log). */
export async function failingAs<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { extensions?: { code?: string } }).extensions?.code) throw error;
    console.error(`${message}:`, (error as Error)?.message ?? error);
    throw appError('CONFLICT', message, { reason: 'ERROR' });
  }
}

async function findTransaction(db: Queryable, idOu: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<CashierTransactionModel>(
    `select ${TRANSACTION_COLUMNS} from cashier_transaction t where t.id_cashier_transaction = $1 and t.id_ou = $2`, [id, idOu],
  );
  return row ?? null;
}

async function findPayment(db: Queryable, idOu: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<PaymentModel>(
    `select ${PAYMENT_COLUMNS} from payment p join cashier_transaction t using (id_cashier_transaction)
     where p.id_payment = $1 and p.id_ou = $2`,
    [id, idOu],
  );
  return row ?? null;
}

/* ---------- lists ---------- */

function dateRange(errors: FieldErrors, input: { dateFrom?: string | null; dateTo?: string | null }) {
  for (const field of ['dateFrom', 'dateTo'] as const) {
    if (input[field] && !isDate(input[field])) errors.addCode(field, 'INVALID_DATE', {}, INVALID_DATE);
  }
  if (input.dateFrom && input.dateTo && !errors.any && input.dateTo < input.dateFrom) errors.addCode('dateTo', 'END_BEFORE_START', {}, END_BEFORE_START);
}

/** A query's growing parameter list: param(value) answers its placeholder. */
function params(first: unknown[]) {
  const list = [...first];
  return { list, param: (value: unknown) => `$${list.push(value)}` };
}

async function searchTransactions(db: Queryable, idOu: string, input: CashierTransactionSearchInput) {
  const page = pageOf({ ...input, status: null }, { number: 't.number' }, 'number');
  const errors = new FieldErrors();
  dateRange(errors, input);
  errors.check();
  const { list, param } = params([idOu]);
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
  const countParams = [...list];
  const [data, [{ count }]] = await Promise.all([
    db.query<CashierTransactionModel>(
      `select ${TRANSACTION_COLUMNS} from cashier_transaction t where ${where}
       order by t.transaction_date desc, t.number desc offset ${param(page.skip)} limit ${param(page.take)}`,
      list,
    ),
    db.query<{ count: number }>(`select count(*)::int as count from cashier_transaction t where ${where}`, countParams),
  ]);
  return { data, count };
}

async function searchPayments(db: Queryable, idOu: string, input: PaymentSearchInput) {
  const page = pageOf({ ...input, status: null }, { paymentDate: 'p.payment_date' }, 'paymentDate');
  const errors = new FieldErrors();
  dateRange(errors, input);
  if (input.idCashierTransaction && !isUuid(input.idCashierTransaction)) errors.addCode('idCashierTransaction', 'INVALID_CHOICE', {}, 'Choose one of the listed options');
  if (input.idEntity && !isUuid(input.idEntity)) errors.addCode('idEntity', 'INVALID_CHOICE', {}, 'Choose one of the listed options');
  errors.check();
  const { list, param } = params([idOu]);
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
  const countParams = [...list];
  const from = 'payment p join cashier_transaction t using (id_cashier_transaction)';
  const [data, [{ count }]] = await Promise.all([
    db.query<PaymentModel>(
      `select ${PAYMENT_COLUMNS} from ${from} where ${where}
       order by p.payment_date desc, p.created_at desc, p.id_payment offset ${param(page.skip)} limit ${param(page.take)}`,
      list,
    ),
    db.query<{ count: number }>(`select count(*)::int as count from ${from} where ${where}`, countParams),
  ]);
  return { data, count };
}

/** Items the reservations cart can take: confirmed, something pending, of a confirmed or partly paid reservation. */
async function searchPayableItems(db: Queryable, idOu: string, input: PayableReservationItemSearchInput) {
  const page = pageOf({ ...input, status: null }, { code: 'r.code' }, 'code');
  const errors = new FieldErrors();
  if (input.idEntity && !isUuid(input.idEntity)) errors.addCode('idEntity', 'INVALID_CHOICE', {}, 'Choose one of the listed options');
  if (input.idFiscalDocument && !isUuid(input.idFiscalDocument)) errors.addCode('idFiscalDocument', 'INVALID_CHOICE', {}, 'Choose one of the listed options');
  errors.check();
  const { list, param } = params([idOu]);
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
  const countParams = [...list];
  const from = 'reservation_item i join reservation r using (id_reservation)';
  const [items, [{ count }]] = await Promise.all([
    db.query<ReservationItemModel>(
      `select ${ITEM_COLUMNS} from ${from} where ${where}
       order by r.code, i.item_number offset ${param(page.skip)} limit ${param(page.take)}`,
      list,
    ),
    db.query<{ count: number }>(`select count(*)::int as count from ${from} where ${where}`, countParams),
  ]);
  const reservations = await db.query<ReservationModel>(
    `select ${RESERVATION_COLUMNS} from reservation r where r.id_reservation = any($1::uuid[])`,
    [[...new Set(items.map((i) => i.idReservation))]],
  );
  const byId = new Map(reservations.map((r) => [r.idReservation, r]));
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

/* ---------- loaders ---------- */

type ReservationPaymentRow = PaymentModel & { idReservation: string; reservationAmount: string };

/** A payment's document: the credit note of the payment a reversal row voids, else its transaction's sale document. */
export function paymentDocument(payment: Pick<PaymentModel, 'reversalOf'>, documents: readonly FiscalDocumentModel[]) {
  if (payment.reversalOf) return documents.find((d) => d.documentType === 'CREDIT_NOTE' && d.idPayment === payment.reversalOf) ?? null;
  return documents.find((d) => d.documentType !== 'CREDIT_NOTE') ?? null;
}

export const loaders = perRequest((context: GraphQLContext) => ({
  items: batchLoader<string, CashierTransactionItemModel[]>(async (ids) => grouped(ids, await context.db.query<CashierTransactionItemModel>(
    `select ${CART_ITEM_COLUMNS} from cashier_transaction_item c where c.id_cashier_transaction = any($1::uuid[])
     order by c.line_number`, [ids],
  ), (r) => r.idCashierTransaction)),
  payments: batchLoader<string, PaymentModel[]>(async (ids) => grouped(ids, await context.db.query<PaymentModel>(
    `select ${PAYMENT_COLUMNS} from payment p join cashier_transaction t using (id_cashier_transaction)
     where p.id_cashier_transaction = any($1::uuid[]) order by p.line_number, p.created_at`, [ids],
  ), (r) => r.idCashierTransaction)),
  documents: batchLoader<string, FiscalDocumentModel[]>(async (ids) => grouped(ids, await context.db.query<FiscalDocumentModel>(
    `select ${DOCUMENT_COLUMNS} from fiscal_document d where d.id_cashier_transaction = any($1::uuid[])
     order by d.created_at, d.correlative`, [ids],
  ), (r) => r.idCashierTransaction!)),
  reservation: batchLoader<string, ReservationModel>(async (ids) => {
    const rows = await context.db.query<ReservationModel>(`select ${RESERVATION_COLUMNS} from reservation r where r.id_reservation = any($1::uuid[])`, [ids]);
    return new Map(rows.map((r) => [r.idReservation, r]));
  }),
  reservationItem: batchLoader<string, ReservationItemModel>(async (ids) => {
    const rows = await context.db.query<ReservationItemModel>(`select ${ITEM_COLUMNS} from reservation_item i where i.id_reservation_item = any($1::uuid[])`, [ids]);
    return new Map(rows.map((r) => [r.idReservationItem, r]));
  }),
  // The payments (not reversal rows) allocated to each reservation's items, with what they put on that reservation.
  reservationPayments: batchLoader<string, ReservationPaymentRow[]>(async (ids) => grouped(ids, await context.db.query<ReservationPaymentRow>(
    `select ${PAYMENT_COLUMNS}, i.id_reservation as "idReservation", sum(a.amount)::text as "reservationAmount"
     from payment_allocation a join reservation_item i using (id_reservation_item)
       join payment p using (id_payment) join cashier_transaction t using (id_cashier_transaction)
     where i.id_reservation = any($1::uuid[]) and p.reversal_of is null and p.id_ou = $2
     group by p.id_payment, t.id_cashier_transaction, i.id_reservation
     order by p.payment_date, p.created_at, p.line_number`, [ids, viewerOf(context).idOu],
  ), (r) => r.idReservation)),
  // Each reservation's instalments, for the cart's proposal (a reservation's items share one load).
  instalments: batchLoader<string, InstalmentRow[]>(async (ids) => grouped(ids, await instalmentsOf(context.db, ids), (r) => r.idReservation)),
  entity: batchLoader((ids: string[]) => entitiesById(context.db, ids)),
}));

/* ---------- the resolvers ---------- */

export const cashierTransactionResolvers: Resolvers = {
  Query: {
    searchCashierTransactions: (_parent, { input }, context) => searchTransactions(context.db, viewerOf(context).idOu, input),
    getCashierTransactionById: (_parent, { id }, context) => findTransaction(context.db, viewerOf(context).idOu, id),
    searchPayableReservationItems: (_parent, { input }, context) => searchPayableItems(context.db, viewerOf(context).idOu, input),
    searchPayments: (_parent, { input }, context) => searchPayments(context.db, viewerOf(context).idOu, input),
    getPaymentById: (_parent, { id }, context) => findPayment(context.db, viewerOf(context).idOu, id),
  },
  Mutation: {
    completeCashierTransaction: async (_parent, { data }, context) => {
      const cashier = cashierOf(context);
      const { idCashierTransaction } = await failingAs(COULD_NOT_CREATE, () =>
        context.db.transaction((tx) => completeCashierTransaction(tx, cashier, data as CompleteInput)));
      return (await findTransaction(context.db, cashier.idOu, idCashierTransaction))!;
    },
    voidPayment: async (_parent, args, context) => {
      const cashier = cashierOf(context);
      const { idPayment } = await failingAs(VOID_FAILED, () =>
        context.db.transaction((tx) => voidPayment(tx, cashier, args)));
      return (await findPayment(context.db, cashier.idOu, idPayment))!;
    },
  },
  CashierTransaction: {
    id: (t) => toGlobalId('CashierTransaction', t.idCashierTransaction),
    entity: (t, _args, context) => loaders(context).entity.load(t.idEntity),
    currency: (t, _args, context) => valueLoader(context).load(t.idCurrency),
    items: async (t, _args, context) => (await loaders(context).items.load(t.idCashierTransaction)) ?? [],
    payments: async (t, _args, context) => (await loaders(context).payments.load(t.idCashierTransaction)) ?? [],
    documents: async (t, _args, context) => (await loaders(context).documents.load(t.idCashierTransaction)) ?? [],
  },
  CashierTransactionItem: {
    reservation: (c, _args, context) => loaders(context).reservation.load(c.idReservation),
    reservationItem: (c, _args, context) => loaders(context).reservationItem.load(c.idReservationItem),
  },
  Payment: {
    id: (p) => toGlobalId('Payment', p.idPayment),
    currency: (p, _args, context) => valueLoader(context).load(p.idCurrency),
    bank: (p, _args, context) => (p.idBank ? valueLoader(context).load(p.idBank) : null),
    document: async (p, _args, context) => paymentDocument(p, (await loaders(context).documents.load(p.idCashierTransaction)) ?? []),
    availableAmount: (p) => (p.status === 'ACTIVE' && !p.reversalOf ? p.amountApplied : '0.00'),
  },
  PayableReservationItem: {
    scheduledPayment: async (row, _args, context) =>
      proposedPayment((await loaders(context).instalments.load(row.reservation.idReservation)) ?? []),
  },
  Reservation: {
    payments: async (r, _args, context) => ((await loaders(context).reservationPayments.load(r.idReservation)) ?? [])
      .map(({ idReservation: _r, reservationAmount, ...payment }) => ({ payment, amount: reservationAmount })),
  },
  FiscalDocument: {
    number: (d) => documentNumber(d),
    currency: (d, _args, context) => valueLoader(context).load(d.idCurrency),
    entity: (d, _args, context) => loaders(context).entity.load(d.idEntity),
  },
};
