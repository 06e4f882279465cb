import { graphql } from 'react-relay';
import type { PackagesListRouteQuery as RouteQuery } from '../../../__generated__/PackagesListRouteQuery.graphql';
import { navMessages } from '../../../app/messages';
import { oneOf } from '../../../app/listParams';
import { RecordListPage } from '../../../app/list/RecordListPage';
import { StatusFilter } from '../../../app/list/FilterSelect';
import * as styles from '../../../app/forms/Form.css';
import { useProductTexts } from '../catalog/useProductTexts';
import { packageMessages as m } from './messages';
import { PackagesListTable } from './PackagesListTable';
import { PRODUCT_STATUSES as STATUSES, packagesListQuery } from '../routeQueries';

const PackagesListRouteQuery = graphql`
  query PackagesListRouteQuery($input: SearchInput!) @preloadable {
    searchPackages(input: $input) {
      count
      data { ...PackagesListTable_packages }
    }
  }
`;

/** /products/packages: the OU's packages, searched, filtered by status, paged and sorted on the server. */
export function PackagesListRoute() {
  const { t, productBreadcrumbs } = useProductTexts();
  return (
    <RecordListPage<RouteQuery> query={PackagesListRouteQuery} styles={styles} defaults={packagesListQuery.defaults}
      hrefOf={(id) => `/products/packages/${id}`} newHref="/products/packages/new"
      texts={{ ...m, newRecord: m.newPackage }}
      breadcrumbs={productBreadcrumbs({ label: t(navMessages.packages) })} search={m.searchPlaceholder}
      filters={(list) => (
        <StatusFilter label={t(m.statusFilter)} value={oneOf(list.params.filters.status, STATUSES)}
          onChange={(value) => list.setFilter('status', value)} />
      )}
      table={(data, table) => <PackagesListTable page={data?.searchPackages} {...table} />} />
  );
}
