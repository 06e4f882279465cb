import { graphql, useMutation } from 'react-relay';
import type { useRegisterSupplierInvoiceMutation as Mutation } from '../../../../__generated__/useRegisterSupplierInvoiceMutation.graphql';

/** registerSupplierInvoice: a supplier's invoice against its services (idempotent by key). */
export function useRegisterSupplierInvoiceMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRegisterSupplierInvoiceMutation($data: SupplierInvoiceInput!) {
      registerSupplierInvoice(data: $data) { id idSupplierInvoice number }
    }
  `);
}
