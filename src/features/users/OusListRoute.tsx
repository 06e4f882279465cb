import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { OusListRouteQuery as OusListRouteQueryType } from '../../__generated__/OusListRouteQuery.graphql';
import { oneOf, useListParams } from '../../app/listParams';
import { useRouteQueryRef } from '../../app/routeEntry';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Select } from '../../ui/Select';
import * as styles from '../../app/list/AdminPage.css';
import { ListBoundary } from '../../app/list/ListBoundary';
import { adminMessages } from '../../app/list/adminMessages';
import { ouMessages as m } from './messages';
import { OusListTable, type OusListTableControls } from './OusListTable';
import { SearchBox } from '../../app/list/SearchBox';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { OU_STATUSES, ousListQuery } from './routeQueries';

const OusListRouteQuery = graphql`
  query OusListRouteQuery($input: SearchInput!) @preloadable {
    searchOus(input: $input) {
      count
      data {
        ...OusListTable_ous
      }
    }
  }
`;

const ALL = 'all';

/** /users/organizational-units: paged, searched, sorted and filtered by status on the server. */
export function OusListRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useAdminTexts();
  const [, navigate] = useLocation();
  const list = useListParams(ousListQuery.defaults);
  const status = oneOf(list.params.filters.status, OU_STATUSES);
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<OusListRouteQueryType>(OusListRouteQuery);
  const controls: OusListTableControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
    hrefOf: (idOu) => `/users/organizational-units/${idOu}/edit`,
    onCreate: () => navigate('/users/organizational-units/new'),
  };
  return (
    <section className={styles.page}>
      <PageHeader
        title={t(m.listTitle)}
        description={t(m.listDescription)}
        breadcrumbs={breadcrumbs({ label: t(m.listTitle) })}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={<Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newOu)}</Button>}
      />
      <div className={styles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} />
        <Select label={t(adminMessages.status)} selectedKey={status ?? ALL}
          onSelectionChange={(key) => list.setFilter('status', key === ALL ? null : key)}
          items={[
            { id: ALL, label: t(adminMessages.allStatuses) },
            { id: 'ACTIVE', label: t(adminMessages.active) },
            { id: 'INACTIVE', label: t(adminMessages.inactive) },
          ]} />
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch}
        fallback={<OusListTable ous={null} count={0} isLoading {...controls} />}>
        <OusListScreen reference={reference} isPending={isPending} controls={controls} />
      </ListBoundary>
    </section>
  );
}

function OusListScreen({ reference, isPending, controls }: {
  reference: PreloadedQuery<OusListRouteQueryType>; isPending: boolean; controls: OusListTableControls;
}) {
  const data = usePreloadedQuery<OusListRouteQueryType>(OusListRouteQuery, reference);
  return <OusListTable ous={data.searchOus.data} count={data.searchOus.count} isLoading={isPending} {...controls} />;
}
