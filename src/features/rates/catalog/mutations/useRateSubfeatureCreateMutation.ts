import { graphql, useMutation } from 'react-relay';
import type { useRateSubfeatureCreateMutation as Mutation } from '../../../../__generated__/useRateSubfeatureCreateMutation.graphql';

/** createRateSubfeature: a value of one of the OU's rate features. */
export function useRateSubfeatureCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRateSubfeatureCreateMutation($data: RateSubfeatureInput!) {
      createRateSubfeature(data: $data) {
        id
        ...RateSubfeatureForm_subfeature
        ...RateSubfeaturesListTable_subfeatures
      }
    }
  `);
}
