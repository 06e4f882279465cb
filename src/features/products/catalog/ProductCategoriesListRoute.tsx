import { graphql } from 'react-relay';
import type { ProductCategoriesListRouteQuery as RouteQuery } from '../../../__generated__/ProductCategoriesListRouteQuery.graphql';
import { navMessages } from '../../../app/messages';
import { ListPage, useRecordListControls } from '../../../app/list/ListPage';
import { SearchBox } from '../../../app/list/SearchBox';
import { Button } from '../../../ui/Button';
import { PlusIcon } from '../../../ui/icons';
import * as styles from '../../../app/forms/Form.css';
import { categoryMessages as m } from './messages';
import { ProductCategoriesListTable } from './ProductCategoriesListTable';
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
  const { list, controls } = useRecordListControls(categoriesListQuery.defaults,
    (id) => `/products/categories/${id}/edit`, '/products/categories/new');
  return (
    <ListPage<RouteQuery> query={ProductCategoriesListRouteQuery} styles={styles}
      header={{
        title: t(m.listTitle), description: t(m.listDescription),
        breadcrumbs: productBreadcrumbs({ label: t(navMessages.categories) }), breadcrumbsLabel,
        actions: <Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newCategory)}</Button>,
      }}
      toolbar={<SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />}
      table={(data, isLoading) => (
        <ProductCategoriesListTable categories={data?.searchProductCategories.data ?? null}
          count={data?.searchProductCategories.count ?? 0} isLoading={isLoading} {...controls} />
      )} />
  );
}
