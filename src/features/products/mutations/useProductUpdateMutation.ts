import { graphql, useMutation } from 'react-relay';
import type { useProductUpdateMutation as Mutation } from '../../../__generated__/useProductUpdateMutation.graphql';

/** updateProduct: what the input names; a list left null stays as it is (each section route sends only its own). */
export function useProductUpdateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useProductUpdateMutation($data: ProductInput!) {
      updateProduct(data: $data) {
        id
        ...ProductView_product
        ...ProductsListTable_products
      }
    }
  `);
}
