import { graphql, useMutation } from 'react-relay';
import type { useVoidSupplierPaymentMutation as Mutation } from '../../../../__generated__/useVoidSupplierPaymentMutation.graphql';

/** voidSupplierPayment: a reversal of the payment (idempotent by key); the invoice owes the amount again. */
export function useVoidSupplierPaymentMutation() {
  return useMutation<Mutation>(graphql`
    mutation useVoidSupplierPaymentMutation($data: VoidSupplierPaymentInput!) {
      voidSupplierPayment(data: $data) {
        id status
        invoice { ...SupplierInvoiceDetail_invoice }
      }
    }
  `);
}
