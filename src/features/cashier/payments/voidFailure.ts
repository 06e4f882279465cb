import type { IntlShape } from 'react-intl';
import { readServerError, refusalText } from '../../../app/errors/serverErrors';
import { transactionListMessages as m } from './messages';

/**
 * Why voidPayment refused (server/src/domain/cashierTransactions.ts), in the reader's words from its codes: the
 * cashier's own wording of the known reasons, else the refusal's reason, field or code words; null when the server
 * only logged the failure (reason ERROR) or answered nothing coded (the network), so SPEC's 'Void Payment failed'
 * stands alone.
 */
export function voidFailureReason(intl: IntlShape, error: unknown): string | null {
  const refusal = readServerError(error);
  if (refusal.code === 'NO_DAILY_CASHIER_OPEN') return intl.formatMessage(m.noDailyCashier);
  if (refusal.reason === 'ALREADY_VOIDED') return intl.formatMessage(m.alreadyVoided);
  if (refusal.reason === 'NOT_FOUND' || refusal.code === 'NOT_FOUND') return intl.formatMessage(m.paymentNotFound);
  if (!refusal.code || refusal.reason === 'ERROR') return null;
  return refusalText(intl, refusal);
}
