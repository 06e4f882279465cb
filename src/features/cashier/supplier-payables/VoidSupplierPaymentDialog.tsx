import { useServerErrors } from '../../../app/errors/useServerErrors';
import { commitAsync } from '../../../app/graphqlErrors';
import { toast } from '../../../ui/toastQueue';
import { VoidDialogShell } from '../VoidDialogShell';
import { useVoidReason } from '../voidReason';
import { supplierPayableMessages as m } from './messages';
import { useVoidSupplierPaymentMutation } from './mutations/useVoidSupplierPaymentMutation';
import { useSupplierPayableTexts } from './useSupplierPayableTexts';

export interface PaymentToVoid {
  idSupplierPayment: string;
  documentNumber: string;
  /** Formatted with its currency. */
  amount: string;
}

/** Confirms voiding a supplier payment with a required reason; one idempotency key per dialog. */
export function VoidSupplierPaymentDialog({ payment, onClose }: { payment: PaymentToVoid; onClose: () => void }) {
  const { t } = useSupplierPayableTexts();
  const errors = useServerErrors();
  const [commit] = useVoidSupplierPaymentMutation();
  const voiding = useVoidReason({
    run: (reason, idempotencyKey) => commitAsync(commit, {
      variables: { data: { idempotencyKey, idSupplierPayment: payment.idSupplierPayment, reason } },
    }),
    refused: (error) => {
      const why = errors.message(error);
      toast.error(why ? `${t(m.voidFailed)}: ${why}` : t(m.voidFailed));
    },
    voided: () => {
      toast.success(t(m.voided));
      onClose();
    },
  });
  return (
    <VoidDialogShell title={t(m.voidTitle, { document: payment.documentNumber })}
      message={t(m.voidMessage, { amount: payment.amount })}
      reasonLabel={t(m.reason)} reason={voiding.reason} onReasonChange={voiding.setReason}
      reasonError={voiding.problem ? t(voiding.problem) : undefined} keepLabel={t(m.keep)} voidLabel={t(m.void)}
      voidingLabel={t(m.voiding)} pending={voiding.pending} onConfirm={voiding.confirm} onClose={onClose} />
  );
}
