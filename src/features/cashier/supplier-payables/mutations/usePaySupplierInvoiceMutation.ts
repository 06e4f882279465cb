import { graphql, useMutation } from 'react-relay';
import type { usePaySupplierInvoiceMutation as Mutation } from '../../../../__generated__/usePaySupplierInvoiceMutation.graphql';

/** paySupplierInvoice: money out to the supplier (idempotent by key); the invoice comes back as it now stands. */
export function usePaySupplierInvoiceMutation() {
  return useMutation<Mutation>(graphql`
    mutation usePaySupplierInvoiceMutation($data: SupplierPaymentInput!) {
      paySupplierInvoice(data: $data) {
        id amount
        invoice { ...SupplierInvoiceDetail_invoice }
      }
    }
  `);
}
