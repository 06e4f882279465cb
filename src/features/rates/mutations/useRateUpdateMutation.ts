import { graphql, useMutation } from 'react-relay';
import type { useRateUpdateMutation as Mutation } from '../../../__generated__/useRateUpdateMutation.graphql';

/** updateRate: the whole rate as the form holds it (its features replaced as sent), priced again by the server. */
export function useRateUpdateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRateUpdateMutation($data: RateInput!) {
      updateRate(data: $data) {
        id
        ...RateForm_rate
        ...RatesListTable_rates
      }
    }
  `);
}
