import { graphql } from 'react-relay';
import type { RolesListRouteQuery as RolesListRouteQueryType } from '../../__generated__/RolesListRouteQuery.graphql';
import * as styles from '../../app/list/AdminPage.css';
import { RecordListPage } from '../../app/list/RecordListPage';
import { roleMessages as m } from './messages';
import { RolesListTable } from './RolesListTable';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { rolesListQuery } from './routeQueries';

const RolesListRouteQuery = graphql`
  query RolesListRouteQuery($input: SearchInput!) @preloadable {
    searchRole(input: $input) {
      count
      data { ...RolesListTable_roles }
    }
  }
`;

/** /users/roles: roles, paged and searched on the server. */
export function RolesListRoute() {
  const { t, breadcrumbs } = useAdminTexts();
  return (
    <RecordListPage<RolesListRouteQueryType> query={RolesListRouteQuery} styles={styles} defaults={rolesListQuery.defaults}
      hrefOf={(idRole) => `/users/roles/${idRole}`} newHref="/users/roles/new"
      texts={{ ...m, newRecord: m.newRole }} breadcrumbs={breadcrumbs({ label: t(m.listTitle) })}
      table={(data, table) => <RolesListTable page={data?.searchRole} {...table} />} />
  );
}
