import { graphql, useMutation } from 'react-relay';
import type { useRateFeatureUpdateMutation as Mutation } from '../../../../__generated__/useRateFeatureUpdateMutation.graphql';

/** updateRateFeature: the whole record as the form holds it. */
export function useRateFeatureUpdateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRateFeatureUpdateMutation($data: RateFeatureInput!) {
      updateRateFeature(data: $data) {
        id
        ...RateFeatureForm_feature
        ...RateFeaturesListTable_features
      }
    }
  `);
}
