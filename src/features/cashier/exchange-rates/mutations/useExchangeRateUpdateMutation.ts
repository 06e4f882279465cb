import { graphql, useMutation } from 'react-relay';
import type { useExchangeRateUpdateMutation as Mutation } from '../../../../__generated__/useExchangeRateUpdateMutation.graphql';

/** updateExchangeRate: a saved rate edited in place (version-checked on the server). */
export function useExchangeRateUpdateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useExchangeRateUpdateMutation($data: ExchangeRateInput!) {
      updateExchangeRate(data: $data) {
        id
        ...ExchangeRateForm_rate
        ...ExchangeRatesListTable_rates
      }
    }
  `);
}
