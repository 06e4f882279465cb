import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { EntitiesListRouteQuery as RouteQuery } from '../../__generated__/EntitiesListRouteQuery.graphql';
import { oneOf, useListParams } from '../../app/listParams';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Select } from '../../ui/Select';
import * as styles from '../../app/forms/Form.css';
import { useCatalogTexts } from '../../app/forms/useCatalogTexts';
import { ListBoundary } from '../../app/list/ListBoundary';
import { adminMessages } from '../../app/list/adminMessages';
import { SearchBox } from '../../app/list/SearchBox';
import { QuickCustomerDialog, useQuickCustomerCatalogs } from '../../app/quickCustomer/QuickCustomerDialog';
import { quickCustomerMessages as qm } from '../../app/quickCustomer/messages';
import { useRouteQueryRef } from '../../app/routeEntry';
import { EntitiesListTable, type EntitiesListControls } from './EntitiesListTable';
import { entityMessages as m } from './messages';
import { entitiesListQuery, ENTITY_ROLES as ROLES, ENTITY_STATUSES as STATUSES } from './routeQueries';

const EntitiesListRouteQuery = graphql`
  query EntitiesListRouteQuery($input: EntitySearchInput!) @preloadable {
    searchEntityList(input: $input) {
      count
      data {
        ...EntitiesListTable_entities
      }
    }
  }
`;

const ALL = 'all';

/**
 * /entities: customers and suppliers of the caller's OU, searched by name, commercial name or document number,
 * filtered by role and status, paged and sorted on the server; the address keeps it all.
 */
export function EntitiesListRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { entityBreadcrumbs, breadcrumbsLabel } = useCatalogTexts();
  const [, navigate] = useLocation();
  const [quickOpen, setQuickOpen] = useState(false);
  const catalogs = useQuickCustomerCatalogs();
  // The dialog's catalogs start with the press that opens it.
  const openQuick = () => {
    catalogs.open({});
    setQuickOpen(true);
  };
  const list = useListParams(entitiesListQuery.defaults);
  const role = oneOf(list.params.filters.role, ROLES);
  const status = oneOf(list.params.filters.status, STATUSES);
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(EntitiesListRouteQuery);
  const controls: EntitiesListControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
    hrefOf: (id) => `/entities/${id}/edit`, onCreate: () => navigate('/entities/new'),
  };
  const loading = <EntitiesListTable entities={null} count={0} isLoading {...controls} />;
  return (
    <section className={styles.page}>
      <PageHeader
        title={t(m.listTitle)}
        description={t(m.listDescription)}
        breadcrumbs={entityBreadcrumbs()}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={(
          <>
            <Button variant="secondary" onPress={openQuick}><PlusIcon size={14} />{t(qm.openFromList)}</Button>
            <Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newEntity)}</Button>
          </>
        )}
      />
      <div className={styles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <Select label={t(m.roleFilter)} selectedKey={role ?? ALL}
          onSelectionChange={(key) => list.setFilter('role', key === ALL ? null : key)}
          items={[
            { id: ALL, label: t(m.allRoles) }, { id: 'CUSTOMER', label: t(m.customers) },
            { id: 'SUPPLIER', label: t(m.suppliers) }, { id: 'BOTH', label: t(m.both) },
          ]} />
        <Select label={t(m.statusFilter)} selectedKey={status ?? ALL}
          onSelectionChange={(key) => list.setFilter('status', key === ALL ? null : key)}
          items={[
            { id: ALL, label: t(adminMessages.allStatuses) }, { id: 'ACTIVE', label: t(adminMessages.active) },
            { id: 'INACTIVE', label: t(adminMessages.inactive) },
          ]} />
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
        <ListScreen reference={reference} isPending={isPending} controls={controls} />
      </ListBoundary>
      {quickOpen && (
        <QuickCustomerDialog catalogs={catalogs} isOpen initialName={list.params.text} onClose={() => setQuickOpen(false)}
          onCreated={() => {
            setQuickOpen(false);
            refetch();
          }} />
      )}
    </section>
  );
}

function ListScreen({ reference, isPending, controls }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean; controls: EntitiesListControls;
}) {
  const data = usePreloadedQuery<RouteQuery>(EntitiesListRouteQuery, reference);
  return <EntitiesListTable entities={data.searchEntityList.data} count={data.searchEntityList.count} isLoading={isPending} {...controls} />;
}
