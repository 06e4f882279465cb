import { useState } from 'react';
import { useServerErrors } from '../../../app/errors/useServerErrors';
import { commitAsync } from '../../../app/graphqlErrors';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { InlineSpinner } from '../../../ui/InlineSpinner';
import { TextArea } from '../../../ui/TextArea';
import { toast } from '../../../ui/toastQueue';
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
    <Dialog isOpen onOpenChange={(open) => !open && !pending && onClose()} title={t(m.voidTitle, { document: payment.documentNumber })}
      role="alertdialog" size="sm" isDismissable={false}
      footer={(
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>{t(m.keep)}</Button>
          <Button variant="danger" onPress={() => void confirm()} isDisabled={pending}>
            {pending && <InlineSpinner label={t(m.voiding)} />}{t(m.void)}
          </Button>
        </>
      )}>
      <p>{t(m.voidMessage, { amount: payment.amount })}</p>
      <TextArea label={t(m.reason)} isRequired value={reason} onChange={setReason} rows={2}
        errorMessage={tried && problem ? t(problem) : undefined} />
    </Dialog>
  );
}
