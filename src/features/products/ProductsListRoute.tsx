import { graphql } from 'react-relay';
import type { ProductsListRouteQuery as RouteQuery } from '../../__generated__/ProductsListRouteQuery.graphql';
import type { ProductsListRouteTypesQuery } from '../../__generated__/ProductsListRouteTypesQuery.graphql';
import { adminMessages } from '../../app/list/adminMessages';
import { RecordListPage } from '../../app/list/RecordListPage';
import { FilterSelect, StatusFilter } from '../../app/list/FilterSelect';
import { oneOf } from '../../app/listParams';
import { useServerOptions } from '../../app/useServerOptions';
import * as pageStyles from '../../app/forms/Form.css';
import { CategoryPicker } from './CategoryPicker';
import { productMessages as m } from './messages';
import * as styles from './Products.css';
import { ProductsListTable } from './ProductsListTable';
import { SupplierPicker } from './SupplierPicker';
import { useProductTexts } from './useProductTexts';
import { useCatalogName } from '../../app/catalogNames';
import { PRODUCT_STATUSES as STATUSES, productsListQuery } from './routeQueries';

const ProductsListRouteQuery = graphql`
  query ProductsListRouteQuery($input: ProductSearchInput!) @preloadable {
    searchProducts(input: $input) {
      count
      data { ...ProductsListTable_products }
    }
  }
`;

/** The type filter's options. A toolbar sits outside the list's Suspense, so it asks for them itself. */
const productTypesQuery = graphql`
  query ProductsListRouteTypesQuery {
    getGeneralParameterValues(code: "PRODUCT_TYPE") { idGeneralParameterValue name nameEs }
  }
`;

/**
 * /products: the OU's products, searched by code or name and filtered by type, supplier, category and status, paged
 * and sorted on the server. The address keeps it all (?q=&type=&supplier=&category=&status=&page=&sort=), so Back
 * and shared links show the same page. A row opens the product's view.
 */
export function ProductsListRoute() {
  const cn = useCatalogName();
  const { t, breadcrumbs } = useProductTexts();
  const types = useServerOptions<ProductsListRouteTypesQuery>(productTypesQuery, () => ({}),
    (data) => data.getGeneralParameterValues.map((v) => ({ id: v.idGeneralParameterValue, label: cn(v) })));
  return (
    // The products' own failure text: SPEC.md section 8, 'Error searching products'.
    <RecordListPage<RouteQuery> query={ProductsListRouteQuery} styles={{ page: pageStyles.page, toolbar: styles.toolbar }}
      failedTitle={t(m.searchFailed)} defaults={productsListQuery.defaults}
      hrefOf={(id) => `/products/${id}`} newHref="/products/new"
      texts={{ ...m, newRecord: m.newProduct }} breadcrumbs={breadcrumbs()}
      search={m.searchPlaceholder}
      filters={({ params: { filters }, setFilter }) => <>
        <FilterSelect label={t(m.typeFilter)} allLabel={t(m.allTypes)} value={filters.type}
          onChange={(value) => setFilter('type', value)} items={types.items} />
        <SupplierPicker label={t(m.supplierFilter)} placeholder={t(m.anySupplier)} selectedKey={filters.supplier ?? null}
          onChange={(id) => setFilter('supplier', id)} />
        <CategoryPicker label={t(m.categoryFilter)} placeholder={t(m.anyCategory)} selectedKey={filters.category ?? null}
          onChange={(id) => setFilter('category', id)} />
        <StatusFilter label={t(adminMessages.status)} value={oneOf(filters.status, STATUSES)}
          onChange={(value) => setFilter('status', value)} />
      </>}
      table={(data, table) => <ProductsListTable page={data?.searchProducts} {...table} />} />
  );
}
