import { graphql } from 'react-relay';
import type { OusListRouteQuery as OusListRouteQueryType } from '../../__generated__/OusListRouteQuery.graphql';
import { oneOf } from '../../app/listParams';
import * as styles from '../../app/list/AdminPage.css';
import { RecordListPage } from '../../app/list/RecordListPage';
import { adminMessages } from '../../app/list/adminMessages';
import { ouMessages as m } from './messages';
import { OusListTable } from './OusListTable';
import { StatusFilter } from '../../app/list/FilterSelect';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { OU_STATUSES, ousListQuery } from './routeQueries';

const OusListRouteQuery = graphql`
  query OusListRouteQuery($input: SearchInput!) @preloadable {
    searchOus(input: $input) {
      count
      data { ...OusListTable_ous }
    }
  }
`;

/** /users/organizational-units: paged, searched, sorted and filtered by status on the server. */
export function OusListRoute() {
  const { t, breadcrumbs } = useAdminTexts();
  return (
    <RecordListPage<OusListRouteQueryType> query={OusListRouteQuery} styles={styles} defaults={ousListQuery.defaults}
      hrefOf={(idOu) => `/users/organizational-units/${idOu}/edit`} newHref="/users/organizational-units/new"
      texts={{ ...m, newRecord: m.newOu }} breadcrumbs={breadcrumbs({ label: t(m.listTitle) })}
      filters={(list) => (
        <StatusFilter label={t(adminMessages.status)} value={oneOf(list.params.filters.status, OU_STATUSES)}
          onChange={(value) => list.setFilter('status', value)} />
      )}
      table={(data, table) => <OusListTable page={data?.searchOus} {...table} />} />
  );
}
