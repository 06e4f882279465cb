import { graphql, useMutation } from 'react-relay';
import type { useRateFeatureCreateMutation as Mutation } from '../../../../__generated__/useRateFeatureCreateMutation.graphql';

/** createRateFeature: a pricing dimension of the OU (its code unique in the OU). */
export function useRateFeatureCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRateFeatureCreateMutation($data: RateFeatureInput!) {
      createRateFeature(data: $data) {
        id
        ...RateFeatureForm_feature
        ...RateFeaturesListTable_features
      }
    }
  `);
}
