/*
 * Outgoing payments to suppliers (issue 24, part 2): cash or transfer, with the document that proves them (a cash
 * voucher or the transfer's operation number), against one invoice and never beyond what it still owes. Both writes
 * run in one transaction behind an idempotency key (domain/idempotency.ts): twenty clicks with one key pay once.
 *
 * A CASH payment dated today by someone whose daily cashier is open today comes out of that drawer: the payment records
 * the day, whose expected cash it lowers (domain/dailyCashier.ts). The void of a drawer payment puts the cash back into
 * the voider's open day, so it needs one ('No daily cashier open today'), as a customer payment's void does.
 *
 * Lock order: the idempotency key, the cashier's day (FOR SHARE, so a close waits for the payment), the invoice
 * (FOR UPDATE), then the payment being voided. The invoice's paid_amount
 * is the sum of its payments and is changed only under that lock, so two payments with different keys cannot both
 * take the last of what is open.
 */
import type { Queryable } from '../../db/database.ts';
import { appError } from '../../graphql/errors.ts';
import { FieldErrors, isUuid } from '../../graphql/validation.ts';
import { isDate, today } from '../calendar.ts';
import { openDailyCashierOf, requireOpenDailyCashier } from '../dailyCashier.ts';
import { checkIdempotencyKey, once } from '../idempotency.ts';
import { add, compare, format, negate, subtract } from '../money.ts';
import { readAmount } from './amounts.ts';
import type { Actor } from './invoices.ts';

const MAX_DOCUMENT_NUMBER = 30;
export const MAX_VOID_REASON = 200;
const PAYMENT_METHODS = ['CASH', 'TRANSFER'] as const;
export const PAY_FAILED = 'The supplier payment was not made';
export const VOID_FAILED = 'The supplier payment was not voided';
const DOCUMENT_CHARACTERS = /^[\p{L}\p{N} ./-]+$/u;

export interface SupplierPaymentInput {
  idempotencyKey?: string | null;
  idSupplierInvoice?: string | null;
  method?: string | null;
  documentNumber?: string | null;
  paymentDate?: string | null;
  amount?: string | null;
}

function readPayment(input: SupplierPaymentInput) {
  const errors = new FieldErrors();
  const idSupplierInvoice = errors.id('idSupplierInvoice', input.idSupplierInvoice);
  const method = input.method as (typeof PAYMENT_METHODS)[number];
  if (!method) errors.addCode('method', 'REQUIRED');
  else if (!PAYMENT_METHODS.includes(method)) errors.addCode('method', 'INVALID_CHOICE');
  const documentNumber = errors.text('documentNumber', input.documentNumber, { max: MAX_DOCUMENT_NUMBER, required: true });
  if (documentNumber && !errors.fields.documentNumber && !DOCUMENT_CHARACTERS.test(documentNumber)) {
    errors.addCode('documentNumber', 'DOCUMENT_CHARACTERS', {}, 'Use letters, digits, spaces and - . /');
  }
  const paymentDate = input.paymentDate?.trim() || today();
  if (!isDate(paymentDate)) errors.addCode('paymentDate', 'INVALID_DATE', {}, 'Enter a valid date');
  else if (paymentDate > today()) errors.addCode('paymentDate', 'FUTURE_DATE', {}, 'Cannot be in the future');
  const amount = readAmount(errors, 'amount', input.amount, true);
  if (amount !== undefined && compare(amount, '0') === 0) errors.addCode('amount', 'ZERO_NOT_ALLOWED', {}, 'Must be greater than 0');
  errors.check();
  return { idSupplierInvoice: idSupplierInvoice!, method, documentNumber: documentNumber!, paymentDate, amount: amount! };
}

interface LockedInvoice {
  idSupplier: string;
  idCurrency: string;
  total: string;
  paidAmount: string;
}

async function lockInvoice(tx: Queryable, idOu: string, idSupplierInvoice: string) {
  const [row] = isUuid(idSupplierInvoice) ? await tx.query<LockedInvoice>(
    `select id_supplier as "idSupplier", id_currency as "idCurrency", total::text as total, paid_amount::text as "paidAmount"
     from supplier_invoice where id_supplier_invoice = $1 and id_ou = $2 for update`,
    [idSupplierInvoice, idOu],
  ) : [];
  return row ?? null;
}

/** Pays (part of) an invoice; answers the payment's id, the first one's for a repeated key. */
export async function paySupplierInvoice(tx: Queryable, actor: Actor, input: SupplierPaymentInput): Promise<{ idSupplierPayment: string }> {
  const key = checkIdempotencyKey(input.idempotencyKey);
  const payment = readPayment(input);
  return once(tx, actor.idOu, key, 'paySupplierInvoice', payment, async () => {
    const drawer = payment.method === 'CASH' && payment.paymentDate === today() && actor.idUser
      ? await openDailyCashierOf(tx, actor.idOu, actor.idUser) : null;
    const invoice = await lockInvoice(tx, actor.idOu, payment.idSupplierInvoice);
    if (!invoice) {
      throw appError('VALIDATION', PAY_FAILED, { fieldErrors: [{ path: 'idSupplierInvoice', code: 'NOT_FOUND', params: {} }], fields: { idSupplierInvoice: 'Invoice not found' } });
    }
    const open = format(subtract(invoice.total, invoice.paidAmount));
    if (compare(payment.amount, open) > 0) {
      throw appError('VALIDATION', PAY_FAILED, {
        fields: { amount: `At most the open amount (${open})` },
        fieldErrors: [{ path: 'amount', code: 'EXCEEDS_OPEN', params: { open } }],
      });
    }
    const [row] = await tx.query<{ id: string }>(
      `insert into supplier_payment (id_ou, id_supplier, id_supplier_invoice, method, document_number, payment_date, id_currency,
         amount, status, id_user_create, id_daily_cashier)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'ACTIVE', $9, $10) returning id_supplier_payment as id`,
      [actor.idOu, invoice.idSupplier, payment.idSupplierInvoice, payment.method, payment.documentNumber, payment.paymentDate,
        invoice.idCurrency, payment.amount, actor.idUser, drawer?.idDailyCashier ?? null],
    );
    await tx.query(
      'update supplier_invoice set paid_amount = $2, id_user_update = $3, updated_at = now() where id_supplier_invoice = $1',
      [payment.idSupplierInvoice, format(add(invoice.paidAmount, payment.amount)), actor.idUser],
    );
    return { idSupplierPayment: row.id };
  });
}

export interface VoidSupplierPaymentInput {
  idempotencyKey?: string | null;
  idSupplierPayment?: string | null;
  reason?: string | null;
}

/**
 * Voids a payment as a reversal: the original turns VOIDED, a REVERSAL row with the amount negated records the money
 * coming back, and the invoice owes it again. Answers the voided payment's id.
 */
export async function voidSupplierPayment(tx: Queryable, actor: Actor, input: VoidSupplierPaymentInput): Promise<{ idSupplierPayment: string }> {
  const key = checkIdempotencyKey(input.idempotencyKey);
  const errors = new FieldErrors();
  const idSupplierPayment = errors.id('idSupplierPayment', input.idSupplierPayment);
  const reason = errors.text('reason', input.reason, { max: MAX_VOID_REASON, required: true });
  errors.check();
  return once(tx, actor.idOu, key, 'voidSupplierPayment', { idSupplierPayment, reason }, async () => {
    // The invoice and the drawer a payment came from never change, so they are read before any lock is taken.
    const [known] = isUuid(idSupplierPayment) ? await tx.query<{ idSupplierInvoice: string; idDailyCashier: string | null }>(
      `select id_supplier_invoice as "idSupplierInvoice", id_daily_cashier as "idDailyCashier"
       from supplier_payment where id_supplier_payment = $1 and id_ou = $2`,
      [idSupplierPayment, actor.idOu],
    ) : [];
    if (!known) throw appError('NOT_FOUND', VOID_FAILED, { reason: 'NOT_FOUND' });
    // Cash that left a drawer comes back into the voider's open day.
    const drawer = known.idDailyCashier ? await requireOpenDailyCashier(tx, actor.idOu, actor.idUser ?? '') : null;
    const invoice = (await lockInvoice(tx, actor.idOu, known.idSupplierInvoice))!;
    const [payment] = await tx.query<{ status: string; amount: string; method: string; documentNumber: string; idCurrency: string }>(
      `select status, amount::text as amount, method, document_number as "documentNumber", id_currency as "idCurrency"
       from supplier_payment where id_supplier_payment = $1 for update`,
      [idSupplierPayment],
    );
    if (payment.status === 'REVERSAL') throw appError('NOT_FOUND', VOID_FAILED, { reason: 'NOT_FOUND' });
    if (payment.status === 'VOIDED') throw appError('CONFLICT', VOID_FAILED, { reason: 'ALREADY_VOIDED' });
    await tx.query(
      `update supplier_payment set status = 'VOIDED', void_reason = $2 where id_supplier_payment = $1`, [idSupplierPayment, reason],
    );
    await tx.query(
      `insert into supplier_payment (id_ou, id_supplier, id_supplier_invoice, method, document_number, payment_date, id_currency,
         amount, status, reversal_of, void_reason, id_user_create, id_daily_cashier)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'REVERSAL', $9, $10, $11, $12)`,
      [actor.idOu, invoice.idSupplier, known.idSupplierInvoice, payment.method, payment.documentNumber, today(), payment.idCurrency,
        negate(payment.amount), idSupplierPayment, reason, actor.idUser, drawer?.idDailyCashier ?? null],
    );
    await tx.query(
      'update supplier_invoice set paid_amount = $2, id_user_update = $3, updated_at = now() where id_supplier_invoice = $1',
      [known.idSupplierInvoice, format(subtract(invoice.paidAmount, payment.amount)), actor.idUser],
    );
    return { idSupplierPayment: idSupplierPayment! };
  });
}
