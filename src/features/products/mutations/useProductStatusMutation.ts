import { graphql, useMutation } from 'react-relay';
import type { useProductStatusMutation as Mutation } from '../../../__generated__/useProductStatusMutation.graphql';

/** setProductStatus: enables (or disables) a product. */
export function useProductStatusMutation() {
  return useMutation<Mutation>(graphql`
    mutation useProductStatusMutation($idProduct: ID!, $idStatus: Status!) {
      setProductStatus(idProduct: $idProduct, idStatus: $idStatus) {
        id
        idStatus
        ...ProductView_product
        ...ProductsListTable_products
      }
    }
  `);
}
