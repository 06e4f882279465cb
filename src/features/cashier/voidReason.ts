import { useState } from 'react';
import { transactionListMessages as m } from './payments/messages';

/** The server's limit on a void reason (MAX_REASON in server/src/domain/cashierTransactions.ts). */
export const MAX_VOID_REASON = 200;

/** What is wrong with a void reason (payments, advances and supplier payments all ask one), or null. */
export function voidReasonProblem(reason: string) {
  const text = reason.trim();
  if (!text) return m.reasonRequired;
  return text.length > MAX_VOID_REASON ? m.reasonTooLong : null;
}

/**
 * A void dialog's reason and its run. The idempotency key is made once when the dialog opens, so a double click or a
 * retry after a lost answer voids once; the reason is checked from the first press; a refused void may be tried again.
 * `run` voids with the trimmed reason and throws when refused.
 */
export function useVoidReason({ run, refused, voided }: {
  run: (reason: string, idempotencyKey: string) => Promise<unknown>;
  refused: (error: unknown) => unknown; voided: () => unknown;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const problem = voidReasonProblem(reason);
  const confirm = async () => {
    setTried(true);
    if (problem || pending) return;
    setPending(true);
    try {
      await run(reason.trim(), idempotencyKey);
    } catch (error) {
      setPending(false);
      await refused(error);
      return;
    }
    await voided();
  };
  return { reason, setReason, pending, problem: tried ? problem : null, confirm: () => void confirm() };
}
