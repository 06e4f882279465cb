import { graphql } from 'react-relay';
import type { PackagesListRouteQuery as RouteQuery } from '../../../__generated__/PackagesListRouteQuery.graphql';
import { navMessages } from '../../../app/messages';
import { oneOf } from '../../../app/listParams';
import { ListPage, useRecordListControls } from '../../../app/list/ListPage';
import { SearchBox } from '../../../app/list/SearchBox';
import { StatusFilter } from '../../../app/list/FilterSelect';
import { Button } from '../../../ui/Button';
import { PlusIcon } from '../../../ui/icons';
import * as styles from '../../../app/forms/Form.css';
import { useProductTexts } from '../catalog/useProductTexts';
import { packageMessages as m } from './messages';
import { PackagesListTable } from './PackagesListTable';
import { PRODUCT_STATUSES as STATUSES, packagesListQuery } from '../routeQueries';

const PackagesListRouteQuery = graphql`
  query PackagesListRouteQuery($input: SearchInput!) @preloadable {
    searchPackages(input: $input) {
      count
      data {
        ...PackagesListTable_packages
      }
    }
  }
`;

/** /products/packages: the OU's packages, searched, filtered by status, paged and sorted on the server. */
export function PackagesListRoute() {
  const { t, productBreadcrumbs, breadcrumbsLabel } = useProductTexts();
  const { list, controls } = useRecordListControls(packagesListQuery.defaults,
    (id) => `/products/packages/${id}`, '/products/packages/new');
  const status = oneOf(list.params.filters.status, STATUSES);
  return (
    <ListPage<RouteQuery> query={PackagesListRouteQuery} styles={styles}
      header={{
        title: t(m.listTitle), description: t(m.listDescription),
        breadcrumbs: productBreadcrumbs({ label: t(navMessages.packages) }), breadcrumbsLabel,
        actions: <Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newPackage)}</Button>,
      }}
      toolbar={<>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <StatusFilter label={t(m.statusFilter)} value={status} onChange={(value) => list.setFilter('status', value)} />
      </>}
      table={(data, isLoading) => (
        <PackagesListTable packages={data?.searchPackages.data ?? null} count={data?.searchPackages.count ?? 0}
          isLoading={isLoading} {...controls} />
      )} />
  );
}
