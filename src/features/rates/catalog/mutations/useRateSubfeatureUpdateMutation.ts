import { graphql, useMutation } from 'react-relay';
import type { useRateSubfeatureUpdateMutation as Mutation } from '../../../../__generated__/useRateSubfeatureUpdateMutation.graphql';

/** updateRateSubfeature: the whole record as the form holds it. */
export function useRateSubfeatureUpdateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRateSubfeatureUpdateMutation($data: RateSubfeatureInput!) {
      updateRateSubfeature(data: $data) {
        id
        ...RateSubfeatureForm_subfeature
        ...RateSubfeaturesListTable_subfeatures
      }
    }
  `);
}
