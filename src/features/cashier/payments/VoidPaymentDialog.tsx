import { graphql, useMutation } from 'react-relay';
import type { VoidPaymentDialogMutation } from '../../../__generated__/VoidPaymentDialogMutation.graphql';
import { commitAsync } from '../../../app/graphqlErrors';
import { toast } from '../../../ui/toastQueue';
import { transactionListMessages as m } from './messages';
import { useTransactionListTexts } from './useTransactionListTexts';
import { voidFailureReason } from './voidFailure';
import { VoidDialogShell } from '../VoidDialogShell';
import { useVoidReason } from '../voidReason';

/**
 * Confirms voiding one payment with a required reason. The idempotency key is made once when the dialog opens, so a
 * double click or a retry after a lost answer voids it once; a refusal shows 'Void Payment failed' with the reason.
 */
export function VoidPaymentDialog({ idPayment, line, amount, onVoided, onClose }: {
  idPayment: string; line: number; amount: string; /** Reads the transaction again (after a void, and after a refusal since it may have changed). */
  onVoided: () => Promise<unknown>; onClose: () => void;
}) {
  const { t, intl } = useTransactionListTexts();
  const [commit] = useMutation<VoidPaymentDialogMutation>(graphql`
    mutation VoidPaymentDialogMutation($idPayment: ID!, $reason: String, $idempotencyKey: String!) {
      voidPayment(idPayment: $idPayment, reason: $reason, idempotencyKey: $idempotencyKey) { id idPayment status voidReason }
    }
  `);
  const voiding = useVoidReason({
    run: (reason, idempotencyKey) => commitAsync(commit, { variables: { idPayment, reason, idempotencyKey } }),
    refused: async (error) => {
      const why = voidFailureReason(intl, error);
      toast.error(why ? `${t(m.voidFailed)}: ${why}` : t(m.voidFailed));
      // Someone else may have voided it meanwhile: show the transaction as it is now.
      await onVoided().catch(() => undefined);
    },
    voided: async () => {
      toast.success(t(m.voided));
      await onVoided().catch(() => undefined);
      onClose();
    },
  });
  return (
    <VoidDialogShell title={t(m.voidTitle, { line })}
      message={t(m.voidMessage, { amount })}
      reasonLabel={t(m.reason)} reasonDescription={t(m.reasonHelp)} reason={voiding.reason} onReasonChange={voiding.setReason}
      reasonError={voiding.problem ? t(voiding.problem) : undefined} keepLabel={t(m.keep)} voidLabel={t(m.voidPayment)}
      voidingLabel={t(m.voiding)} pending={voiding.pending} onConfirm={voiding.confirm} onClose={onClose} />
  );
}
