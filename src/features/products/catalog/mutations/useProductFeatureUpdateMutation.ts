import { graphql, useMutation } from 'react-relay';
import type { useProductFeatureUpdateMutation as Mutation } from '../../../../__generated__/useProductFeatureUpdateMutation.graphql';

/** updateProductFeature: the feature and its whole list of items in one call. */
export function useProductFeatureUpdateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useProductFeatureUpdateMutation($data: ProductFeatureInput!) {
      updateProductFeature(data: $data) {
        id
        idProductFeature
        ...ProductFeatureForm_feature
        ...ProductFeaturesListTable_features
      }
    }
  `);
}
