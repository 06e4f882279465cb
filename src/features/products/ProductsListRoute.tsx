import { Suspense, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { ProductsListRouteQuery as RouteQuery } from '../../__generated__/ProductsListRouteQuery.graphql';
import type { ProductsListRouteTypesQuery } from '../../__generated__/ProductsListRouteTypesQuery.graphql';
import { readGraphQLError } from '../../app/graphqlErrors';
import { adminMessages } from '../../app/list/adminMessages';
import { SearchBox } from '../../app/list/SearchBox';
import { useRouteQueryRef } from '../../app/routeEntry';
import { oneOf, useListParams } from '../../app/listParams';
import { ErrorBoundary } from '../../app/pages/ErrorBoundary';
import { useServerOptions } from '../../app/useServerOptions';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Select } from '../../ui/Select';
import * as pageStyles from '../../app/forms/Form.css';
import { CategoryPicker } from './CategoryPicker';
import { productMessages as m } from './messages';
import * as styles from './Products.css';
import { ProductsListTable, type ProductsListControls } from './ProductsListTable';
import { SupplierPicker } from './SupplierPicker';
import { useProductTexts } from './useProductTexts';
import { useCatalogName } from '../../app/catalogNames';
import { PRODUCT_STATUSES as STATUSES, productsListQuery } from './routeQueries';

const ProductsListRouteQuery = graphql`
  query ProductsListRouteQuery($input: ProductSearchInput!) @preloadable {
    searchProducts(input: $input) {
      count
      data {
        ...ProductsListTable_products
      }
    }
  }
`;

/** The type filter's options. A toolbar sits outside the list's Suspense, so it asks for them itself. */
const productTypesQuery = graphql`
  query ProductsListRouteTypesQuery {
    getGeneralParameterValues(code: "PRODUCT_TYPE") { idGeneralParameterValue name nameEs }
  }
`;

const ALL = 'all';

/**
 * /products: the OU's products, searched by code or name and filtered by type, supplier, category and status, paged
 * and sorted on the server. The address keeps it all (?q=&type=&supplier=&category=&status=&page=&sort=), so Back
 * and shared links show the same page. A row opens the product's view.
 */
export function ProductsListRoute() {
  const cn = useCatalogName();
  const { t, breadcrumbs, breadcrumbsLabel } = useProductTexts();
  const [, navigate] = useLocation();
  const list = useListParams(productsListQuery.defaults);
  const { filters } = list.params;
  const status = oneOf(filters.status, STATUSES);
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(ProductsListRouteQuery);
  const types = useServerOptions<ProductsListRouteTypesQuery>(productTypesQuery, () => ({}),
    (data) => data.getGeneralParameterValues.map((v) => ({ id: v.idGeneralParameterValue, label: cn(v) })));
  const controls: ProductsListControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
    hrefOf: (id) => `/products/${id}`, onCreate: () => navigate('/products/new'),
  };
  const loading = <ProductsListTable products={null} count={0} isLoading {...controls} />;
  return (
    <section className={pageStyles.page}>
      <PageHeader
        title={t(m.listTitle)}
        description={t(m.listDescription)}
        breadcrumbs={breadcrumbs()}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={<Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newProduct)}</Button>}
      />
      <div className={styles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <Select label={t(m.typeFilter)} selectedKey={filters.type ?? ALL}
          onSelectionChange={(key) => list.setFilter('type', key === ALL ? null : key)}
          items={[{ id: ALL, label: t(m.allTypes) }, ...types.items]} />
        <SupplierPicker label={t(m.supplierFilter)} placeholder={t(m.anySupplier)} selectedKey={filters.supplier ?? null}
          onChange={(id) => list.setFilter('supplier', id)} />
        <CategoryPicker label={t(m.categoryFilter)} placeholder={t(m.anyCategory)} selectedKey={filters.category ?? null}
          onChange={(id) => list.setFilter('category', id)} />
        <Select label={t(adminMessages.status)} selectedKey={status ?? ALL}
          onSelectionChange={(key) => list.setFilter('status', key === ALL ? null : key)}
          items={[
            { id: ALL, label: t(adminMessages.allStatuses) }, { id: 'ACTIVE', label: t(adminMessages.active) },
            { id: 'INACTIVE', label: t(adminMessages.inactive) },
          ]} />
      </div>
      <SearchBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
        {reference ? <ListScreen reference={reference} isPending={isPending} controls={controls} /> : loading}
      </SearchBoundary>
    </section>
  );
}

/** Like ListBoundary, with the products' own failure text (SPEC.md section 8: 'Error searching products'). */
function SearchBoundary({ resetKey, onRetry, fallback, children }: {
  resetKey: string; onRetry: () => void; fallback: ReactNode; children: ReactNode;
}) {
  const { t } = useProductTexts();
  return (
    <ErrorBoundary resetKey={resetKey} fallback={(error, reset) => {
      const { code } = readGraphQLError(error);
      return (
        <div role="alert">
          <EmptyState title={t(m.searchFailed)}
            description={t(code === 'FORBIDDEN' ? adminMessages.forbidden : adminMessages.loadFailedHelp)}
            action={<Button variant="secondary" onPress={() => { onRetry(); reset(); }}>{t(adminMessages.retry)}</Button>} />
        </div>
      );
    }}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function ListScreen({ reference, isPending, controls }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean; controls: ProductsListControls;
}) {
  const data = usePreloadedQuery<RouteQuery>(ProductsListRouteQuery, reference);
  return <ProductsListTable products={data.searchProducts.data} count={data.searchProducts.count} isLoading={isPending} {...controls} />;
}
