import { transactionListMessages as m } from './payments/messages';

/** The server's limit on a void reason (MAX_REASON in server/src/domain/cashierTransactions.ts). */
export const MAX_VOID_REASON = 200;

/** What is wrong with a void reason (payments, advances and supplier payments all ask one), or null. */
export function voidReasonProblem(reason: string) {
  const text = reason.trim();
  if (!text) return m.reasonRequired;
  return text.length > MAX_VOID_REASON ? m.reasonTooLong : null;
}
