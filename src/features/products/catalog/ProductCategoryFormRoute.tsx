import { FormRoute } from '../../../app/forms/FormRoute';
import { graphql } from 'react-relay';
import { useParams } from 'wouter';
import type { ProductCategoryFormRouteQuery as RouteQuery } from '../../../__generated__/ProductCategoryFormRouteQuery.graphql';
import { navMessages } from '../../../app/messages';
import { categoryMessages as m } from './messages';
import { ProductCategoryForm } from './ProductCategoryForm';
import { useProductTexts } from './useProductTexts';

/** The category and the type catalog its form picks from, in one request. */
const ProductCategoryFormRouteQuery = graphql`
  query ProductCategoryFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getProductCategoryById(id: $id) @include(if: $isEdit) {
      idProductCategory
      ...ProductCategoryForm_category
    }
    ...ProductCategoryForm_catalogs
  }
`;

/** /products/categories/new and /products/categories/{id}/edit. */
export function ProductCategoryFormRoute() {
  const { t, productBreadcrumbs, breadcrumbsLabel } = useProductTexts();
  const { id } = useParams<{ id?: string }>();
  const title = t(id ? m.editTitle : m.newTitle);
  return (
    <FormRoute<RouteQuery, NonNullable<RouteQuery['response']['getProductCategoryById']>> query={ProductCategoryFormRouteQuery}
      title={title} breadcrumbsLabel={breadcrumbsLabel}
      breadcrumbs={productBreadcrumbs({ label: t(navMessages.categories), href: '/products/categories' }, { label: title })}
      edit={id ? { record: (data) => data.getProductCategoryById, listHref: '/products/categories' } : null}>
      {(data, category) => <ProductCategoryForm key={category?.idProductCategory ?? 'new'} catalogs={data} category={category} />}
    </FormRoute>
  );
}
