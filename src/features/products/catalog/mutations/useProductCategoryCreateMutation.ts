import { graphql, useMutation } from 'react-relay';
import type { useProductCategoryCreateMutation as Mutation } from '../../../../__generated__/useProductCategoryCreateMutation.graphql';

/** createProductCategory: a category of the caller's OU. */
export function useProductCategoryCreateMutation() {
  return useMutation<Mutation>(graphql`
    mutation useProductCategoryCreateMutation($data: ProductCategoryInput!) {
      createProductCategory(data: $data) {
        id
        idProductCategory
        ...ProductCategoryForm_category
        ...ProductCategoriesListTable_categories
      }
    }
  `);
}
