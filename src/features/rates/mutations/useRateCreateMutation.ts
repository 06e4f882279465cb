import { graphql, useMutation } from 'react-relay';
import type { useRateCreateMutation as Mutation } from '../../../__generated__/useRateCreateMutation.graphql';

/** createRate: refused when an enabled rate for the same instance, customer scope and features overlaps both ranges. */
export function useRateCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRateCreateMutation($data: RateInput!) {
      createRate(data: $data) {
        id
        idRateInstance
        ...RateForm_rate
        ...RatesListTable_rates
      }
    }
  `);
}
