import { graphql } from 'react-relay';
import type { ProductCategoryFormRouteQuery as RouteQuery } from '../../../__generated__/ProductCategoryFormRouteQuery.graphql';
import { RecordFormRoute } from '../../../app/forms/RecordFormRoute';
import { navMessages } from '../../../app/messages';
import { categoryMessages as m } from './messages';
import { ProductCategoryForm } from './ProductCategoryForm';
import { useProductTexts } from './useProductTexts';

/** The category and the type catalog its form picks from, in one request. */
const ProductCategoryFormRouteQuery = graphql`
  query ProductCategoryFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getProductCategoryById(id: $id) @include(if: $isEdit) {
      ...ProductCategoryForm_category
    }
    ...ProductCategoryForm_catalogs
  }
`;

/** /products/categories/new and /products/categories/{id}/edit. */
export function ProductCategoryFormRoute() {
  const { t, productBreadcrumbs } = useProductTexts();
  return (
    <RecordFormRoute<RouteQuery, NonNullable<RouteQuery['response']['getProductCategoryById']>> query={ProductCategoryFormRouteQuery}
      titles={m} trail={productBreadcrumbs({ label: t(navMessages.categories), href: '/products/categories' })}
      record={(data) => data.getProductCategoryById} listHref="/products/categories">
      {(data, category) => <ProductCategoryForm catalogs={data} category={category} />}
    </RecordFormRoute>
  );
}
