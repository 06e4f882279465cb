import { graphql, useMutation } from 'react-relay';
import type { useExchangeRateCreateMutation as Mutation } from '../../../../__generated__/useExchangeRateCreateMutation.graphql';

/** createExchangeRate: the day's buy and sell rate of a currency pair in the caller's OU. */
export function useExchangeRateCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useExchangeRateCreateMutation($data: ExchangeRateInput!) {
      createExchangeRate(data: $data) {
        id
        ...ExchangeRateForm_rate
        ...ExchangeRatesListTable_rates
      }
    }
  `);
}
