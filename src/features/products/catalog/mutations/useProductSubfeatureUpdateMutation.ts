import { graphql, useMutation } from 'react-relay';
import type { useProductSubfeatureUpdateMutation as Mutation } from '../../../../__generated__/useProductSubfeatureUpdateMutation.graphql';

/** updateProductSubfeature: the subfeature and its whole list of items in one call. */
export function useProductSubfeatureUpdateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useProductSubfeatureUpdateMutation($data: ProductFeatureInput!) {
      updateProductSubfeature(data: $data) {
        id
        idProductFeature
        ...ProductFeatureForm_feature
        ...ProductFeaturesListTable_features
      }
    }
  `);
}
