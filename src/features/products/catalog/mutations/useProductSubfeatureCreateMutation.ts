import { graphql, useMutation } from 'react-relay';
import type { useProductSubfeatureCreateMutation as Mutation } from '../../../../__generated__/useProductSubfeatureCreateMutation.graphql';

/** createProductSubfeature: the subfeature and its whole list of items in one call. */
export function useProductSubfeatureCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useProductSubfeatureCreateMutation($data: ProductFeatureInput!) {
      createProductSubfeature(data: $data) {
        id
        idProductFeature
        ...ProductFeatureForm_feature
        ...ProductFeaturesListTable_features
      }
    }
  `);
}
