import { graphql, useMutation } from 'react-relay';
import type { useRateEnabledMutation as Mutation } from '../../../__generated__/useRateEnabledMutation.graphql';

/** setRateEnabled: enabling checks the overlap rule again; disabling always succeeds for a rate of the OU. */
export function useRateEnabledMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRateEnabledMutation($idRateInstance: ID!, $enabled: Boolean!) {
      setRateEnabled(idRateInstance: $idRateInstance, enabled: $enabled) {
        id
        enabled
        ...RateForm_rate
        ...RatesListTable_rates
      }
    }
  `);
}
