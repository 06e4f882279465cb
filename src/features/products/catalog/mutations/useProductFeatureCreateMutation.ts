import { graphql, useMutation } from 'react-relay';
import type { useProductFeatureCreateMutation as Mutation } from '../../../../__generated__/useProductFeatureCreateMutation.graphql';

/** createProductFeature: the feature and its whole list of items in one call. */
export function useProductFeatureCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useProductFeatureCreateMutation($data: ProductFeatureInput!) {
      createProductFeature(data: $data) {
        id
        idProductFeature
        ...ProductFeatureForm_feature
        ...ProductFeaturesListTable_features
      }
    }
  `);
}
