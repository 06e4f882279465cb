import { graphql } from 'react-relay';
import type { ProductCategoriesListRouteQuery as RouteQuery } from '../../../__generated__/ProductCategoriesListRouteQuery.graphql';
import { navMessages } from '../../../app/messages';
import { RecordListPage } from '../../../app/list/RecordListPage';
import * as styles from '../../../app/forms/Form.css';
import { categoryMessages as m } from './messages';
import { ProductCategoriesListTable } from './ProductCategoriesListTable';
import { useProductTexts } from './useProductTexts';
import { categoriesListQuery } from '../routeQueries';

const ProductCategoriesListRouteQuery = graphql`
  query ProductCategoriesListRouteQuery($input: SearchInput!) @preloadable {
    searchProductCategories(input: $input) {
      count
      data { ...ProductCategoriesListTable_categories }
    }
  }
`;

/** /products/categories: the OU's product categories, paged, searched and sorted on the server. */
export function ProductCategoriesListRoute() {
  const { t, productBreadcrumbs } = useProductTexts();
  return (
    <RecordListPage<RouteQuery> query={ProductCategoriesListRouteQuery} styles={styles} defaults={categoriesListQuery.defaults}
      hrefOf={(id) => `/products/categories/${id}/edit`} newHref="/products/categories/new"
      texts={{ ...m, newRecord: m.newCategory }}
      breadcrumbs={productBreadcrumbs({ label: t(navMessages.categories) })} search={m.searchPlaceholder}
      table={(data, table) => <ProductCategoriesListTable page={data?.searchProductCategories} {...table} />} />
  );
}
