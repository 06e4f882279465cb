import { graphql, useMutation } from 'react-relay';
import type { useProductDeleteOrDisableMutation as Mutation } from '../../../__generated__/useProductDeleteOrDisableMutation.graphql';

/** deleteOrDisableProduct: deletes a product nothing uses, disables one that reservations, rates, packages or holds use. */
export function useProductDeleteOrDisableMutation() {
  return useMutation<Mutation>(graphql`
    mutation useProductDeleteOrDisableMutation($idProduct: ID!) {
      deleteOrDisableProduct(idProduct: $idProduct) {
        outcome
        product {
          id
          idStatus
          ...ProductView_product
          ...ProductsListTable_products
        }
      }
    }
  `);
}
