/*
 * Cashier transactions (issue 9): the reservations cart and the payments cart completed at the counter, and the void
 * of a payment. Each runs in ONE database transaction behind an idempotency key (domain/idempotency.ts): a repeated
 * submit answers the first result and moves nothing twice.
 *
 * Lock order, always: the idempotency key, the cashier's day (FOR SHARE, domain/dailyCashier.ts), the payment being
 * voided, the reservations (id order), their items (id order), the transaction counter, the document counter. The
 * reservation writers lock a reservation before its items too, so no two writers wait on each other in a circle.
 *
 * Money (domain/money.ts, exact): every item of a transaction is in one currency (its reservations'), the
 * transaction's. A payment in another currency is converted at the day's rate (domain/exchangeRates.ts) and the rate
 * is frozen on the payment. Non-cash payments may not exceed what is being paid; cash may, and the difference is the
 * change handed back (transaction currency), taken from the last cash payments in that currency first.
 */
import type { Queryable } from '../db/database.ts';
import { onAbandon } from '../db/retry.ts';
import { CATALOG } from '../db/generalParameterData.ts';
import { appError, fieldError, notFound, type FieldErrorCode } from '../graphql/errors.ts';
import { FieldErrors, isUuid } from '../graphql/validation.ts';
import { INVALID_CHOICE, checkCatalogRefs } from './generalParameters.ts';
import { applyAdvances, restoreAdvance } from './advances.ts';
import { today } from './calendar.ts';
import { CARD_DECLINED, cardGateway, readCard, type CardData } from './cardGateway.ts';
import { requireOpenDailyCashier } from './dailyCashier.ts';
import { readDeposit, type DepositInput } from './deposits.ts';
import { convertAmount } from './exchangeRates.ts';
import { CREDIT_NOTE_SERIES, SERIES, issueDocument, saleDocumentTypeOf } from './fiscalDocuments.ts';
import { checkIdempotencyKey, once } from './idempotency.ts';
import { compare, isDecimal, isZero, negate, scaleOf, subtract, sum } from './money.ts';
import { recomputeAmounts } from './reservations.ts';

/* ---------- messages (SPEC.md sections 5 and 8) ---------- */

export const SELECT_ITEM = 'An item must be selected in the reservations cart';
export const SELECT_PAYMENT = 'A cart payment must be selected';
export const AMOUNT_PER_ITEM = 'An amount to pay must be entered per item';
export const AT_LEAST_ONE_ITEM = 'At least one reservation item must be selected';
export const COULD_NOT_CREATE = 'Could not create cashier transaction';
export const VOID_FAILED = 'Void Payment failed';

export const INVALID_AMOUNT = 'Enter an amount greater than 0 with at most 2 decimals';
export const ITEM_NOT_PAYABLE = 'This item cannot be paid';
export const ITEM_TWICE = 'This item is already in the cart';
export const exceedsPending = (pending: string) => `The amount to pay cannot exceed the pending amount (${pending})`;
const ONE_CURRENCY = 'The items must be of reservations in one currency';
export const ONE_CUSTOMER = 'The items must be of reservations of one customer';
export const NOT_COVERED = 'The payments do not cover the amount to pay';
export const ONLY_CASH_EXCEEDS = 'Only a cash payment can exceed the amount to pay';
export const PAYMENT_NOT_NEEDED = 'This payment is not needed: the others cover the amount to pay';
const MAX_NOTE = 200;
export const MAX_REASON = 200;
const MAX_CART = 50;
/** Largest amount a numeric(14, 2) holds. */
const MAX_AMOUNT = '999999999999.99';

/* ---------- input ---------- */

export type PaymentMethod = 'CASH' | 'CARD' | 'DEPOSIT' | 'ADVANCE';

interface CartItemInput {
  idReservationItem?: string | null;
  amountToPay?: string | null;
}

export interface CartPaymentInput {
  method?: PaymentMethod | null;
  idCurrency?: string | null;
  amount?: string | null;
  card?: CardData | null;
  deposit?: DepositInput | null;
  /** ADVANCE: the customer's advance applied (domain/advances.ts). */
  idAdvance?: string | null;
}

export interface CompleteInput {
  idempotencyKey?: string | null;
  note?: string | null;
  items?: readonly CartItemInput[] | null;
  payments?: readonly CartPaymentInput[] | null;
}

export interface Cashier {
  idOu: string;
  idUser: string;
}

const readAmount = (errors: FieldErrors, field: string, value: string | null | undefined, missing: FieldErrorCode = 'REQUIRED') => {
  const text = value?.trim() ?? '';
  if (!text) {
    errors.addCode(field, missing, {}, missing === 'AMOUNT_PER_ITEM' ? AMOUNT_PER_ITEM : undefined);
    return null;
  }
  if (!isDecimal(text) || scaleOf(text) > 2 || compare(text, '0') <= 0 || compare(text, MAX_AMOUNT) > 0) {
    errors.addCode(field, 'POSITIVE_AMOUNT', {}, INVALID_AMOUNT);
    return null;
  }
  return text;
};

type CheckedPayment = {
  line: number;
  method: PaymentMethod;
  idCurrency: string;
  amount: string;
  card: NonNullable<ReturnType<typeof readCard>> | null;
  deposit: NonNullable<ReturnType<typeof readDeposit>> | null;
  idAdvance: string | null;
};

/** The shape checks of the whole cart, every message at once; nothing is read or written. */
function readCart(data: CompleteInput) {
  const errors = new FieldErrors();
  const note = errors.text('note', data.note, { max: MAX_NOTE }) || null;
  const items: { idReservationItem: string; amountToPay: string; index: number }[] = [];
  const itemInputs = data.items ?? [];
  if (!itemInputs.length) errors.addCode('items', 'AT_LEAST_ONE_ITEM', {}, AT_LEAST_ONE_ITEM);
  if (itemInputs.length > MAX_CART) errors.addCode('items', 'TOO_MANY', { max: MAX_CART }, `At most ${MAX_CART} items`);
  const seen = new Set<string>();
  itemInputs.forEach((item, index) => {
    const id = item.idReservationItem?.trim();
    if (!id) errors.addCode(`items.${index}.idReservationItem`, 'SELECT_ITEM', {}, SELECT_ITEM);
    else if (!isUuid(id)) errors.addCode(`items.${index}.idReservationItem`, 'INVALID_CHOICE', {}, INVALID_CHOICE);
    else if (seen.has(id)) errors.addCode(`items.${index}.idReservationItem`, 'ITEM_TWICE', {}, ITEM_TWICE);
    const amount = readAmount(errors, `items.${index}.amountToPay`, item.amountToPay, 'AMOUNT_PER_ITEM');
    if (id && isUuid(id)) seen.add(id);
    if (id && amount) items.push({ idReservationItem: id, amountToPay: amount, index });
  });
  const paymentInputs = data.payments ?? [];
  if (!paymentInputs.length) errors.addCode('payments', 'SELECT_PAYMENT', {}, SELECT_PAYMENT);
  if (paymentInputs.length > MAX_CART) errors.addCode('payments', 'TOO_MANY', { max: MAX_CART }, `At most ${MAX_CART} payments`);
  const payments: CheckedPayment[] = [];
  paymentInputs.forEach((payment, index) => {
    const prefix = `payments.${index}`;
    if (!payment.method) errors.addCode(`${prefix}.method`, 'SELECT_PAYMENT', {}, SELECT_PAYMENT);
    const idAdvance = payment.method === 'ADVANCE' ? errors.id(`${prefix}.idAdvance`, payment.idAdvance) ?? null : null;
    if (idAdvance && !isUuid(idAdvance)) errors.addCode(`${prefix}.idAdvance`, 'INVALID_CHOICE', {}, INVALID_CHOICE);
    const idCurrency = errors.id(`${prefix}.idCurrency`, payment.idCurrency);
    if (idCurrency && !isUuid(idCurrency)) errors.addCode(`${prefix}.idCurrency`, 'INVALID_CHOICE', {}, INVALID_CHOICE);
    const amount = readAmount(errors, `${prefix}.amount`, payment.amount);
    const card = payment.method === 'CARD' ? readCard(errors, `${prefix}.card`, payment.card) : null;
    const deposit = payment.method === 'DEPOSIT' ? readDeposit(errors, `${prefix}.deposit`, payment.deposit) : null;
    if (payment.method && idCurrency && amount) {
      payments.push({ line: index + 1, method: payment.method, idCurrency, amount, card, deposit, idAdvance });
    }
  });
  errors.check();
  return { note, items, payments };
}

/**
 * What the idempotency hash sees of the cart: everything but the card number and CCV (only their last digits and the
 * expiry, so a different card is a different request).
 */
function safeRequest(data: CompleteInput) {
  return {
    note: data.note ?? null,
    items: (data.items ?? []).map((i) => ({ id: i.idReservationItem ?? null, amount: i.amountToPay ?? null })),
    payments: (data.payments ?? []).map((p) => ({
      method: p.method ?? null, idCurrency: p.idCurrency ?? null, amount: p.amount ?? null, deposit: p.deposit ?? null,
      idAdvance: p.idAdvance ?? null,
      card: p.card ? { last4: (p.card.number ?? '').replace(/\D/g, '').slice(-4), expiry: p.card.expiry ?? null, holder: p.card.holderName ?? null } : null,
    })),
  };
}

/* ---------- locking and reading the items ---------- */

interface LockedItem {
  idReservationItem: string;
  idReservation: string;
  itemStatus: string;
  pendingAmount: string;
  reservationStatus: string;
  idEntity: string;
  idCurrency: string;
}

/** Locks the reservations (id order) then the items (id order) of the cart, all of the OU; missing ones are absent. */
async function lockItems(tx: Queryable, idOu: string, ids: readonly string[]) {
  const reservations = await tx.query<{ id: string }>(
    `select distinct i.id_reservation as id from reservation_item i join reservation r using (id_reservation)
     where i.id_reservation_item = any($1::uuid[]) and r.id_ou = $2`,
    [ids, idOu],
  );
  await lockReservations(tx, reservations.map((r) => r.id));
  const rows = await tx.query<LockedItem>(
    `select i.id_reservation_item as "idReservationItem", i.id_reservation as "idReservation", i.status as "itemStatus",
       i.pending_amount as "pendingAmount", r.status as "reservationStatus", r.id_entity as "idEntity", r.id_currency as "idCurrency"
     from reservation_item i join reservation r using (id_reservation)
     where i.id_reservation_item = any($1::uuid[]) and r.id_ou = $2
     order by i.id_reservation_item for update of i`,
    [ids, idOu],
  );
  return new Map(rows.map((row) => [row.idReservationItem, row]));
}

async function lockReservations(tx: Queryable, ids: readonly string[]) {
  await tx.query(
    'select 1 from reservation where id_reservation = any($1::uuid[]) order by id_reservation for update',
    [[...new Set(ids)]],
  );
}

/** Reservations a cashier can take money for, and items that can be paid. */
const PAYABLE_RESERVATION = ['CONFIRMED', 'PARTIALLY_PAID'];
const PAYABLE_ITEM = 'CONFIRMED';

/**
 * After the items' pending amounts moved: the reservation's sums, then its paid status — PAID when nothing is
 * pending, PARTIALLY_PAID when part is, CONFIRMED when a void gave everything back.
 */
async function settleReservations(tx: Queryable, ids: readonly string[], idUser: string) {
  for (const id of [...new Set(ids)].sort()) {
    await recomputeAmounts(tx, id, idUser);
    await tx.query(
      `update reservation set status = case when pending_amount = 0 and amount > 0 then 'PAID'
         when pending_amount < amount then 'PARTIALLY_PAID' else 'CONFIRMED' end
       where id_reservation = $1 and status in ('CONFIRMED', 'PARTIALLY_PAID', 'PAID')`,
      [id],
    );
  }
}

/* ---------- completing ---------- */

interface PlannedPayment extends CheckedPayment {
  rate: string;
  inverted: boolean;
  idExchangeRate: string | null;
  converted: string;
  change: string;
  applied: string;
}

/** The next transaction number of the OU (counter row locked until the transaction ends). */
async function nextTransactionNumber(tx: Queryable, idOu: string) {
  const [row] = await tx.query<{ n: number }>(
    `insert into cashier_transaction_counter as c (id_ou, last_number) values ($1, 1)
     on conflict (id_ou) do update set last_number = c.last_number + 1 returning last_number as n`,
    [idOu],
  );
  return row.n;
}

/** Completes the carts; answers the new (or, for a repeated key, the first) transaction's id. */
export async function completeCashierTransaction(tx: Queryable, cashier: Cashier, data: CompleteInput): Promise<{ idCashierTransaction: string }> {
  const key = checkIdempotencyKey(data.idempotencyKey);
  return once(tx, cashier.idOu, key, 'completeCashierTransaction', safeRequest(data), async () => {
    // The cart's own mistakes first (nothing read yet), then the day: no payment without today's day open.
    const cart = readCart(data);
    const { idDailyCashier } = await requireOpenDailyCashier(tx, cashier.idOu, cashier.idUser);
    const errors = new FieldErrors();
    const locked = await lockItems(tx, cashier.idOu, cart.items.map((i) => i.idReservationItem));
    for (const item of cart.items) {
      const row = locked.get(item.idReservationItem);
      const field = `items.${item.index}`;
      if (!row) errors.addCode(`${field}.idReservationItem`, 'INVALID_CHOICE', {}, INVALID_CHOICE);
      else if (row.itemStatus !== PAYABLE_ITEM || !PAYABLE_RESERVATION.includes(row.reservationStatus)) {
        errors.addCode(`${field}.idReservationItem`, 'ITEM_NOT_PAYABLE', {}, ITEM_NOT_PAYABLE);
      } else if (compare(item.amountToPay, row.pendingAmount) > 0) errors.addCode(`${field}.amountToPay`, 'EXCEEDS_PENDING', { pending: row.pendingAmount }, exceedsPending(row.pendingAmount));
    }
    const rows = [...locked.values()];
    if (new Set(rows.map((r) => r.idCurrency)).size > 1) errors.addCode('items', 'ONE_CURRENCY', {}, ONE_CURRENCY);
    else if (new Set(rows.map((r) => r.idEntity)).size > 1) errors.addCode('items', 'ONE_CUSTOMER', {}, ONE_CUSTOMER);
    const refs = cart.payments.flatMap((p) => [
      { field: `payments.${p.line - 1}.idCurrency`, catalog: CATALOG.currency, id: p.idCurrency },
      ...(p.deposit ? [{ field: `payments.${p.line - 1}.deposit.idBank`, catalog: CATALOG.bank, id: p.deposit.idBank }] : []),
    ]);
    await checkCatalogRefs(tx, cashier.idOu, errors, refs);
    errors.check();

    const { idCurrency, idEntity } = rows[0];
    // Advances are locked after the items and taken off before anything else is written (all rolls back on a refusal).
    await applyAdvances(tx, cashier.idOu, idEntity, cart.payments.filter((p) => p.idAdvance).map((p) => ({
      field: `payments.${p.line - 1}`, idAdvance: p.idAdvance!, idCurrency: p.idCurrency, amount: p.amount,
    })), new FieldErrors());
    const date = today();
    const itemsTotal = sum(cart.items.map((i) => i.amountToPay));
    const planned: PlannedPayment[] = [];
    for (const p of cart.payments) {
      const conversion = await convertAmount(tx, cashier.idOu, date, p.idCurrency, idCurrency, p.amount);
      planned.push({ ...p, rate: conversion.rate, inverted: conversion.inverted, idExchangeRate: conversion.idExchangeRate,
        converted: conversion.converted, change: '0', applied: conversion.converted });
    }
    const nonCash = sum(planned.filter((p) => p.method !== 'CASH').map((p) => p.converted));
    const paid = sum(planned.map((p) => p.converted));
    if (compare(nonCash, itemsTotal) > 0) throw fieldError('payments', 'ONLY_CASH_EXCEEDS', ONLY_CASH_EXCEEDS);
    if (compare(paid, itemsTotal) < 0) throw fieldError('payments', 'NOT_COVERED', `${NOT_COVERED} (${itemsTotal})`, { total: itemsTotal });
    // The change is handed out in the transaction's currency: it comes out of the last cash payments in that currency
    // first, then the other cash payments. A payment left with nothing to apply was not needed.
    let change = subtract(paid, itemsTotal);
    const changeTotal = change;
    const reversed = [...planned].reverse();
    const changeOrder = [...reversed.filter((p) => p.idCurrency === idCurrency), ...reversed.filter((p) => p.idCurrency !== idCurrency)];
    for (const p of changeOrder) {
      if (p.method !== 'CASH' || isZero(change)) continue;
      const taken = compare(change, p.converted) >= 0 ? p.converted : change;
      p.change = taken;
      p.applied = subtract(p.converted, taken);
      change = subtract(change, taken);
    }
    const idle = planned.find((p) => isZero(p.applied));
    if (idle) throw fieldError(`payments.${idle.line - 1}.amount`, 'PAYMENT_NOT_NEEDED', PAYMENT_NOT_NEEDED);

    // Cards last: every other refusal has been given, so a charge is only made for a transaction about to be written.
    // If the transaction is finally given up the charges are given back; a retry after a deadlock charges with the
    // same reference, which the gateway answers with the first authorization (db/retry.ts).
    const cardResults = new Map<number, { token: string; brand: string; last4: string; authorization: string }>();
    for (const p of planned.filter((x) => x.card)) {
      const [currency] = await tx.query<{ code: string }>('select code from general_parameter_value where id_general_parameter_value = $1', [p.idCurrency]);
      const result = await cardGateway().charge({
        ...p.card!, amount: p.amount, currencyCode: currency.code, reference: `${key}:${p.line}`,
      });
      if (!result.approved) {
        throw fieldError(`payments.${p.line - 1}.card.number`, 'CARD_DECLINED', CARD_DECLINED, {}, {
          reason: 'PAYMENT_REFUSED', params: { line: p.line },
        });
      }
      onAbandon(() => cardGateway().refund(result.token));
      cardResults.set(p.line, result);
    }
    const number = await nextTransactionNumber(tx, cashier.idOu);
    const [{ id: idTransaction }] = await tx.query<{ id: string }>(
      `insert into cashier_transaction (id_ou, number, transaction_date, note, id_daily_cashier, id_entity, id_currency,
         items_total, paid_total, change_amount, idempotency_key, id_user_create)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id_cashier_transaction as id`,
      [cashier.idOu, number, date, cart.note, idDailyCashier, idEntity, idCurrency, itemsTotal, paid, changeTotal, key, cashier.idUser],
    );
    const cartItems: { id: string; idReservationItem: string; left: string }[] = [];
    for (const item of [...cart.items].sort((a, b) => a.index - b.index)) {
      const row = locked.get(item.idReservationItem)!;
      const [{ id }] = await tx.query<{ id: string }>(
        `insert into cashier_transaction_item (id_cashier_transaction, line_number, id_reservation_item, id_reservation,
           amount_to_pay, pending_before)
         values ($1, $2, $3, $4, $5, $6) returning id_cashier_transaction_item as id`,
        [idTransaction, cartItems.length + 1, item.idReservationItem, row.idReservation, item.amountToPay, row.pendingAmount],
      );
      cartItems.push({ id, idReservationItem: item.idReservationItem, left: item.amountToPay });
      await tx.query(
        `update reservation_item set pending_amount = pending_amount - $2, version = version + 1, id_user_update = $3,
           updated_at = now() where id_reservation_item = $1`,
        [item.idReservationItem, item.amountToPay, cashier.idUser],
      );
    }
    // Non-cash payments are allocated first, then cash, each filling the items in cart order.
    const order = [...planned.filter((p) => p.method !== 'CASH'), ...planned.filter((p) => p.method === 'CASH')];
    for (const p of order) {
      const card = cardResults.get(p.line);
      const [{ id: idPayment }] = await tx.query<{ id: string }>(
        `insert into payment (id_ou, id_cashier_transaction, id_daily_cashier, line_number, method, payment_date, id_currency,
           amount, amount_converted, change_amount, amount_applied, exchange_rate, exchange_rate_inverted, id_exchange_rate,
           card_token, card_brand, card_last4, card_holder, card_authorization, deposit_type, deposit_date, id_bank,
           bank_account, deposit_number, id_user_create, id_advance)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)
         returning id_payment as id`,
        [cashier.idOu, idTransaction, idDailyCashier, p.line, p.method, date, p.idCurrency, p.amount, p.converted, p.change,
          p.applied, p.rate, p.inverted, p.idExchangeRate, card?.token ?? null, card?.brand ?? null, card?.last4 ?? null,
          p.card?.holderName ?? null, card?.authorization ?? null, p.deposit?.depositType ?? null, p.deposit?.depositDate ?? null,
          p.deposit?.idBank ?? null, p.deposit?.bankAccount ?? null, p.deposit?.number ?? null, cashier.idUser, p.idAdvance],
      );
      let left = p.applied;
      for (const item of cartItems) {
        if (isZero(left)) break;
        if (isZero(item.left)) continue;
        const share = compare(left, item.left) >= 0 ? item.left : left;
        await tx.query(
          `insert into payment_allocation (id_payment, id_cashier_transaction_item, id_reservation_item, amount) values ($1, $2, $3, $4)`,
          [idPayment, item.id, item.idReservationItem, share],
        );
        item.left = subtract(item.left, share);
        left = subtract(left, share);
      }
    }
    await settleReservations(tx, rows.map((r) => r.idReservation), cashier.idUser);
    // An applied advance was invoiced when it was received: the sale's document covers only the rest, and none is
    // issued when advances paid everything.
    const invoiced = subtract(itemsTotal, sum(planned.filter((p) => p.method === 'ADVANCE').map((p) => p.applied)));
    if (compare(invoiced, '0') > 0) {
      const documentType = await saleDocumentTypeOf(tx, idEntity);
      await issueDocument(tx, {
        idOu: cashier.idOu, idUser: cashier.idUser, documentType, series: SERIES[documentType], issueDate: date,
        idCashierTransaction: idTransaction, idEntity, idCurrency, total: invoiced,
      });
    }
    return { idCashierTransaction: idTransaction };
  });
}

/* ---------- voiding ---------- */

interface PaymentRow {
  idPayment: string;
  idCashierTransaction: string;
  method: string;
  status: string;
  reversalOf: string | null;
  cardToken: string | null;
  idAdvance: string | null;
  amount: string;
}

/**
 * Voids a payment: a reversal row with every amount negated (the same currency and frozen rate), negative
 * allocations giving the items their pending amounts back, the payment VOIDED, the transaction PARTIALLY_VOIDED or
 * VOIDED, and a credit note for the amount applied, referring to the transaction's invoice or receipt. A refusal
 * says 'Void Payment failed' with the reason in extensions (NOT_FOUND, ALREADY_VOIDED).
 */
export async function voidPayment(
  tx: Queryable, cashier: Cashier, args: { idPayment: string; reason?: string | null; idempotencyKey?: string | null },
): Promise<{ idPayment: string }> {
  const key = checkIdempotencyKey(args.idempotencyKey);
  const errors = new FieldErrors();
  const reason = errors.text('reason', args.reason, { max: MAX_REASON, required: true });
  errors.check();
  return once(tx, cashier.idOu, key, 'voidPayment', { idPayment: args.idPayment, reason }, async () => {
    const known = isUuid(args.idPayment)
      && (await tx.query('select 1 from payment where id_payment = $1 and id_ou = $2', [args.idPayment, cashier.idOu])).length;
    if (!known) throw appError('NOT_FOUND', VOID_FAILED, { reason: 'NOT_FOUND' });
    const { idDailyCashier } = await requireOpenDailyCashier(tx, cashier.idOu, cashier.idUser);
    const [payment] = await tx.query<PaymentRow>(
      `select id_payment as "idPayment", id_cashier_transaction as "idCashierTransaction", method, status,
         reversal_of as "reversalOf", card_token as "cardToken", id_advance as "idAdvance", amount
       from payment where id_payment = $1 and id_ou = $2 for update`,
      [args.idPayment, cashier.idOu],
    );
    if (!payment || payment.reversalOf) throw appError('NOT_FOUND', VOID_FAILED, { reason: 'NOT_FOUND' });
    if (payment.status === 'VOIDED') throw appError('CONFLICT', VOID_FAILED, { reason: 'ALREADY_VOIDED' });
    const allocations = await tx.query<{ idCartItem: string; idReservationItem: string; idReservation: string; amount: string }>(
      `select a.id_cashier_transaction_item as "idCartItem", a.id_reservation_item as "idReservationItem",
         i.id_reservation as "idReservation", a.amount
       from payment_allocation a join reservation_item i using (id_reservation_item)
       where a.id_payment = $1 order by a.id_reservation_item`,
      [payment.idPayment],
    );
    await lockReservations(tx, allocations.map((a) => a.idReservation));
    await tx.query(
      'select 1 from reservation_item where id_reservation_item = any($1::uuid[]) order by id_reservation_item for update',
      [allocations.map((a) => a.idReservationItem)],
    );
    const date = today();
    const [reversal] = await tx.query<{ id: string; applied: string }>(
      `insert into payment (id_ou, id_cashier_transaction, id_daily_cashier, line_number, method, payment_date, id_currency,
         amount, amount_converted, change_amount, amount_applied, exchange_rate, exchange_rate_inverted, id_exchange_rate,
         card_token, card_brand, card_last4, card_holder, card_authorization, deposit_type, deposit_date, id_bank,
         bank_account, deposit_number, id_advance, reversal_of, void_reason, id_user_create)
       select id_ou, id_cashier_transaction, $2, line_number, method, $3, id_currency, -amount, -amount_converted,
         -change_amount, -amount_applied, exchange_rate, exchange_rate_inverted, id_exchange_rate, card_token, card_brand,
         card_last4, card_holder, card_authorization, deposit_type, deposit_date, id_bank, bank_account, deposit_number,
         id_advance, id_payment, $4, $5
       from payment where id_payment = $1
       returning id_payment as id, -amount_applied as applied`,
      [payment.idPayment, idDailyCashier, date, reason, cashier.idUser],
    );
    for (const a of allocations) {
      await tx.query(
        `insert into payment_allocation (id_payment, id_cashier_transaction_item, id_reservation_item, amount) values ($1, $2, $3, $4)`,
        [reversal.id, a.idCartItem, a.idReservationItem, negate(a.amount)],
      );
      await tx.query(
        `update reservation_item set pending_amount = pending_amount + $2, version = version + 1, id_user_update = $3,
           updated_at = now() where id_reservation_item = $1`,
        [a.idReservationItem, a.amount, cashier.idUser],
      );
    }
    await tx.query(`update payment set status = 'VOIDED', void_reason = $2 where id_payment = $1`, [payment.idPayment, reason]);
    await settleReservations(tx, allocations.map((a) => a.idReservation), cashier.idUser);
    const [trx] = await tx.query<{ idEntity: string; idCurrency: string; active: number }>(
      `update cashier_transaction t set updated_at = now(),
         status = case when exists (select 1 from payment p where p.id_cashier_transaction = t.id_cashier_transaction
           and p.reversal_of is null and p.status = 'ACTIVE') then 'PARTIALLY_VOIDED' else 'VOIDED' end
       where id_cashier_transaction = $1 returning id_entity as "idEntity", id_currency as "idCurrency"`,
      [payment.idCashierTransaction],
    );
    // An applied advance goes back to the advance; its own invoice stands, so no credit note.
    if (payment.idAdvance) {
      await restoreAdvance(tx, payment.idAdvance, payment.amount);
      return { idPayment: payment.idPayment };
    }
    const [sale] = await tx.query<{ id: string; documentType: 'INVOICE' | 'RECEIPT' }>(
      `select id_fiscal_document as id, document_type as "documentType" from fiscal_document
       where id_cashier_transaction = $1 and document_type in ('INVOICE', 'RECEIPT') order by created_at limit 1`,
      [payment.idCashierTransaction],
    );
    if (!sale) throw notFound('Sale document');
    await issueDocument(tx, {
      idOu: cashier.idOu, idUser: cashier.idUser, documentType: 'CREDIT_NOTE', series: CREDIT_NOTE_SERIES[sale.documentType],
      issueDate: date, idCashierTransaction: payment.idCashierTransaction, idEntity: trx.idEntity, idCurrency: trx.idCurrency,
      total: reversal.applied, idPayment: payment.idPayment, idReferenceDocument: sale.id,
    });
    if (payment.cardToken) await cardGateway().refund(payment.cardToken);
    return { idPayment: payment.idPayment };
  });
}
