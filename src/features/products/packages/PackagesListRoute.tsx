import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { PackagesListRouteQuery as RouteQuery } from '../../../__generated__/PackagesListRouteQuery.graphql';
import { navMessages } from '../../../app/messages';
import { oneOf, useListParams } from '../../../app/listParams';
import { adminMessages } from '../../../app/list/adminMessages';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { SearchBox } from '../../../app/list/SearchBox';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { Button } from '../../../ui/Button';
import { PlusIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import { Select } from '../../../ui/Select';
import * as styles from '../../../app/forms/Form.css';
import { useProductTexts } from '../catalog/useProductTexts';
import { packageMessages as m } from './messages';
import { PackagesListTable, type PackagesListControls } from './PackagesListTable';
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

const ALL = 'all';

/** /products/packages: the OU's packages, searched, filtered by status, paged and sorted on the server. */
export function PackagesListRoute() {
  const { t, productBreadcrumbs, breadcrumbsLabel } = useProductTexts();
  const [, navigate] = useLocation();
  const list = useListParams(packagesListQuery.defaults);
  const status = oneOf(list.params.filters.status, STATUSES);
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(PackagesListRouteQuery);
  const controls: PackagesListControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
    hrefOf: (id) => `/products/packages/${id}`, onCreate: () => navigate('/products/packages/new'),
  };
  const loading = <PackagesListTable packages={null} count={0} isLoading {...controls} />;
  return (
    <section className={styles.page}>
      <PageHeader
        title={t(m.listTitle)}
        description={t(m.listDescription)}
        breadcrumbs={productBreadcrumbs({ label: t(navMessages.packages) })}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={<Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newPackage)}</Button>}
      />
      <div className={styles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <Select label={t(m.statusFilter)} selectedKey={status ?? ALL}
          onSelectionChange={(key) => list.setFilter('status', key === ALL ? null : key)}
          items={[
            { id: ALL, label: t(adminMessages.allStatuses) }, { id: 'ACTIVE', label: t(adminMessages.active) },
            { id: 'INACTIVE', label: t(adminMessages.inactive) },
          ]} />
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
        {reference ? <ListScreen reference={reference} isPending={isPending} controls={controls} /> : loading}
      </ListBoundary>
    </section>
  );
}

function ListScreen({ reference, isPending, controls }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean; controls: PackagesListControls;
}) {
  const data = usePreloadedQuery<RouteQuery>(PackagesListRouteQuery, reference);
  return <PackagesListTable packages={data.searchPackages.data} count={data.searchPackages.count} isLoading={isPending} {...controls} />;
}
