import { useState } from 'react';
import { useServerErrors } from '../../../app/errors/useServerErrors';
import { commitAsync } from '../../../app/graphqlErrors';
import { toast } from '../../../ui/toastQueue';
import { VoidDialogShell } from '../VoidDialogShell';
import { voidReasonProblem } from '../voidReason';
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
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [commit] = useVoidSupplierPaymentMutation();
  const problem = voidReasonProblem(reason);
  const confirm = async () => {
    setTried(true);
    if (problem || pending) return;
    setPending(true);
    try {
      await commitAsync(commit, { variables: { data: { idempotencyKey, idSupplierPayment: payment.idSupplierPayment, reason: reason.trim() } } });
    } catch (error) {
      setPending(false);
      const why = errors.message(error);
      toast.error(why ? `${t(m.voidFailed)}: ${why}` : t(m.voidFailed));
      return;
    }
    toast.success(t(m.voided));
    onClose();
  };
  return (
    <VoidDialogShell title={t(m.voidTitle, { document: payment.documentNumber })}
      message={t(m.voidMessage, { amount: payment.amount })}
      reasonLabel={t(m.reason)} reason={reason} onReasonChange={setReason}
      reasonError={tried && problem ? t(problem) : undefined} keepLabel={t(m.keep)} voidLabel={t(m.void)}
      voidingLabel={t(m.voiding)} pending={pending} onConfirm={() => void confirm()} onClose={onClose} />
  );
}
