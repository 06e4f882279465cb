/*
 * Reading cashier transactions and payments (issue 9): the lists, the rows by id and what the GraphQL loaders fetch
 * in batches. The writes are domain/cashierTransactions.ts.
 */

export const PAYMENT_COLUMNS = `p.id_payment as "idPayment", p.id_cashier_transaction as "idCashierTransaction",
  t.number::int as "transactionNumber", p.line_number as "lineNumber", p.method, p.status, p.payment_date as "paymentDate",
  p.id_currency as "idCurrency", p.amount, p.amount_converted as "amountConverted", p.change_amount as "changeAmount",
  p.amount_applied as "amountApplied", trim_scale(p.exchange_rate)::text as "exchangeRate",
  p.exchange_rate_inverted as "exchangeRateInverted", p.card_brand as "cardBrand", p.card_last4 as "cardLast4",
  p.card_holder as "cardHolder", p.card_authorization as "cardAuthorization", p.deposit_type as "depositType",
  p.deposit_date as "depositDate", p.id_bank as "idBank", p.bank_account as "bankAccount", p.deposit_number as "depositNumber",
  p.id_advance as "idAdvance", p.reversal_of as "reversalOf", p.void_reason as "voidReason", p.created_at as "createdAt"`;

/** Rows grouped under each asked id, in their order (an id without rows gets an empty list). */
export function grouped<T>(ids: readonly string[], rows: readonly T[], key: (row: T) => string) {
  const map = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) map.get(key(row))?.push(row);
  return map;
}
