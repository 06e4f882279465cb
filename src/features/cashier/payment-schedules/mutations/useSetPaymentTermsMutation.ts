import { graphql, useMutation } from 'react-relay';
import type { useSetPaymentTermsMutation as Mutation } from '../../../../__generated__/useSetPaymentTermsMutation.graphql';

/** setPaymentTerms without a customer: the OU's default terms and its overdue-deposit policy. */
export function useSetPaymentTermsMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSetPaymentTermsMutation($data: PaymentTermsInput!) {
      setPaymentTerms(data: $data) { source depositKind depositValue depositDueDays balanceDaysBefore graceDays overdueAction }
    }
  `);
}
