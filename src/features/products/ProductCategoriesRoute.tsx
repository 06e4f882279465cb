import { graphql } from 'react-relay';
import type { ProductCategoriesRouteQuery as RouteQuery } from '../../__generated__/ProductCategoriesRouteQuery.graphql';
import { productMessages as m } from './messages';
import { ProductCategoryChoices } from './ProductCategoryChoices';
import { choicesSectionRoute } from './ProductChoicesSection';

const ProductCategoriesRouteQuery = graphql`
  query ProductCategoriesRouteQuery($id: ID!) @preloadable {
    getProductById(id: $id) {
      categories { idProductCategory }
      ...ProductSectionPage_product
    }
    ...ProductCategoryChoices_query
  }
`;

/** /products/{id}/categories: the product's categories among the OU's (updateProduct with categoryIds only). */
export const ProductCategoriesRoute = choicesSectionRoute<RouteQuery>(ProductCategoriesRouteQuery, {
  field: 'categoryIds', title: m.categoriesSection, help: m.categoriesHelp, Choices: ProductCategoryChoices,
  savedIds: (product) => product.categories.map((c) => c.idProductCategory),
});
