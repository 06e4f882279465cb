import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { ProductCategoriesListRouteQuery as RouteQuery } from '../../../__generated__/ProductCategoriesListRouteQuery.graphql';
import { navMessages } from '../../../app/messages';
import { useListParams } from '../../../app/listParams';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { SearchBox } from '../../../app/list/SearchBox';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { Button } from '../../../ui/Button';
import { PlusIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import * as styles from '../../../app/forms/Form.css';
import { categoryMessages as m } from './messages';
import { ProductCategoriesListTable, type ProductCategoriesListControls } from './ProductCategoriesListTable';
import { useProductTexts } from './useProductTexts';
import { categoriesListQuery } from '../routeQueries';

const ProductCategoriesListRouteQuery = graphql`
  query ProductCategoriesListRouteQuery($input: SearchInput!) @preloadable {
    searchProductCategories(input: $input) {
      count
      data {
        ...ProductCategoriesListTable_categories
      }
    }
  }
`;

/** /products/categories: the OU's product categories, paged, searched and sorted on the server. */
export function ProductCategoriesListRoute() {
  const { t, productBreadcrumbs, breadcrumbsLabel } = useProductTexts();
  const [, navigate] = useLocation();
  const list = useListParams(categoriesListQuery.defaults);
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(ProductCategoriesListRouteQuery);
  const controls: ProductCategoriesListControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
    hrefOf: (id) => `/products/categories/${id}/edit`, onCreate: () => navigate('/products/categories/new'),
  };
  const loading = <ProductCategoriesListTable categories={null} count={0} isLoading {...controls} />;
  return (
    <section className={styles.page}>
      <PageHeader
        title={t(m.listTitle)}
        description={t(m.listDescription)}
        breadcrumbs={productBreadcrumbs({ label: t(navMessages.categories) })}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={<Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newCategory)}</Button>}
      />
      <div className={styles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
        {reference ? <ListScreen reference={reference} isPending={isPending} controls={controls} /> : loading}
      </ListBoundary>
    </section>
  );
}

function ListScreen({ reference, isPending, controls }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean; controls: ProductCategoriesListControls;
}) {
  const data = usePreloadedQuery<RouteQuery>(ProductCategoriesListRouteQuery, reference);
  return (
    <ProductCategoriesListTable categories={data.searchProductCategories.data} count={data.searchProductCategories.count}
      isLoading={isPending} {...controls} />
  );
}
