import { graphql, useMutation } from 'react-relay';
import type { VoidSupplierPaymentDialogMutation as Mutation } from '../../../__generated__/VoidSupplierPaymentDialogMutation.graphql';
import { useServerErrors } from '../../../app/errors/useServerErrors';
import { commitAsync } from '../../../app/graphqlErrors';
import { toast } from '../../../ui/toastQueue';
import { VoidDialogShell } from '../VoidDialogShell';
import { useVoidReason } from '../voidReason';
import { supplierPayableMessages as m } from './messages';
import { useSupplierPayableTexts } from './useSupplierPayableTexts';

/** voidSupplierPayment: a reversal of the payment (idempotent by key); the invoice owes the amount again. */
const voidMutation = graphql`
  mutation VoidSupplierPaymentDialogMutation($data: VoidSupplierPaymentInput!) {
    voidSupplierPayment(data: $data) {
      id status
      invoice { ...SupplierInvoiceDetail_invoice }
    }
  }
`;

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
  const [commit] = useMutation<Mutation>(voidMutation);
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
