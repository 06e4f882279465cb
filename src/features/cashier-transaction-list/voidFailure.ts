import type { MessageDescriptor } from 'react-intl';
import { readGraphQLError } from '../../app/graphqlErrors';
import { transactionListMessages as m } from './messages';

interface RawError { extensions?: { reason?: string } }

/** extensions.reason of the first error, wherever Relay or our fetch function put the errors. */
function reasonOf(error: unknown): string | null {
  const holder = error as { errors?: RawError[]; source?: { errors?: RawError[] }; cause?: unknown } | null;
  const errors = holder?.errors ?? holder?.source?.errors;
  if (errors?.length) return errors[0].extensions?.reason ?? null;
  return holder?.cause ? reasonOf(holder.cause) : null;
}

/**
 * Why voidPayment refused (server/src/domain/cashierTransactions.ts): a translated reason when it is one we know,
 * else the server's own text, or null when it said nothing more than 'Void Payment failed'.
 */
export function voidFailureReason(error: unknown): MessageDescriptor | string | null {
  const info = readGraphQLError(error);
  if (info.code === 'NO_DAILY_CASHIER_OPEN') return m.noDailyCashier;
  const reason = reasonOf(error);
  if (reason === 'ALREADY_VOIDED') return m.alreadyVoided;
  if (reason === 'NOT_FOUND' || info.code === 'NOT_FOUND') return m.paymentNotFound;
  const detail = Object.values(info.fields)[0] ?? (info.message !== 'Void Payment failed' ? info.message : '');
  return detail || null;
}
