import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { EntitiesListRouteQuery as RouteQuery } from '../../__generated__/EntitiesListRouteQuery.graphql';
import { oneOf } from '../../app/listParams';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import * as styles from '../../app/forms/Form.css';
import { useCatalogTexts } from '../../app/forms/useCatalogTexts';
import { RecordListPage } from '../../app/list/RecordListPage';
import { FilterSelect, StatusFilter } from '../../app/list/FilterSelect';
import { QuickCustomerDialog, useQuickCustomerCatalogs } from '../../app/quickCustomer/QuickCustomerDialog';
import { quickCustomerMessages as qm } from '../../app/quickCustomer/messages';
import { EntitiesListTable } from './EntitiesListTable';
import { entityMessages as m } from './messages';
import { entitiesListQuery, ENTITY_ROLES as ROLES, ENTITY_STATUSES as STATUSES } from './routeQueries';

const EntitiesListRouteQuery = graphql`
  query EntitiesListRouteQuery($input: EntitySearchInput!) @preloadable {
    searchEntityList(input: $input) {
      count
      data { ...EntitiesListTable_entities }
    }
  }
`;

/**
 * /entities: customers and suppliers of the caller's OU, searched by name, commercial name or document number,
 * filtered by role and status, paged and sorted on the server; the address keeps it all.
 */
export function EntitiesListRoute() {
  const t = useIntl().formatMessage;
  const { entityBreadcrumbs } = useCatalogTexts();
  const [quickOpen, setQuickOpen] = useState(false);
  const catalogs = useQuickCustomerCatalogs();
  // The dialog's catalogs start with the press that opens it.
  const openQuick = () => {
    catalogs.open({});
    setQuickOpen(true);
  };
  return (
    <RecordListPage<RouteQuery> query={EntitiesListRouteQuery} styles={styles} defaults={entitiesListQuery.defaults}
      hrefOf={(id) => `/entities/${id}/edit`} newHref="/entities/new"
      texts={{ ...m, newRecord: m.newEntity }}
      breadcrumbs={entityBreadcrumbs()} search={m.searchPlaceholder}
      actions={<Button variant="secondary" onPress={openQuick}><PlusIcon size={14} />{t(qm.openFromList)}</Button>}
      filters={(list) => <>
        <FilterSelect label={t(m.roleFilter)} allLabel={t(m.allRoles)} value={oneOf(list.params.filters.role, ROLES)}
          onChange={(value) => list.setFilter('role', value)}
          items={[
            { id: 'CUSTOMER', label: t(m.customers) }, { id: 'SUPPLIER', label: t(m.suppliers) }, { id: 'BOTH', label: t(m.both) },
          ]} />
        <StatusFilter label={t(m.statusFilter)} value={oneOf(list.params.filters.status, STATUSES)}
          onChange={(value) => list.setFilter('status', value)} />
      </>}
      table={(data, table) => <EntitiesListTable page={data?.searchEntityList} {...table} />}>
      {({ list, refetch }) => quickOpen && (
        <QuickCustomerDialog catalogs={catalogs} isOpen initialName={list.params.text} onClose={() => setQuickOpen(false)}
          onCreated={() => {
            setQuickOpen(false);
            refetch();
          }} />
      )}
    </RecordListPage>
  );
}
