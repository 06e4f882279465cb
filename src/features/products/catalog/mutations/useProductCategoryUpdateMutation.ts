import { graphql, useMutation } from 'react-relay';
import type { useProductCategoryUpdateMutation as Mutation } from '../../../../__generated__/useProductCategoryUpdateMutation.graphql';

/** updateProductCategory: name, short name and type of a category. */
export function useProductCategoryUpdateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useProductCategoryUpdateMutation($data: ProductCategoryInput!) {
      updateProductCategory(data: $data) {
        id
        ...ProductCategoryForm_category
        ...ProductCategoriesListTable_categories
      }
    }
  `);
}
