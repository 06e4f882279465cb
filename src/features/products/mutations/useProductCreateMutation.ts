import { graphql, useMutation } from 'react-relay';
import type { useProductCreateMutation as Mutation } from '../../../__generated__/useProductCreateMutation.graphql';

/** createProduct: the product with its categories, features, subfeature items, identifications and instances. */
export function useProductCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useProductCreateMutation($data: ProductInput!) {
      createProduct(data: $data) {
        id
        idProduct
        ...ProductView_product
        ...ProductsListTable_products
      }
    }
  `);
}
