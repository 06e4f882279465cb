import { graphql } from 'react-relay';
import type { RolesListRouteQuery as RolesListRouteQueryType } from '../../__generated__/RolesListRouteQuery.graphql';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import * as styles from '../../app/list/AdminPage.css';
import { ListPage, useRecordListControls } from '../../app/list/ListPage';
import { roleMessages as m } from './messages';
import { RolesListTable } from './RolesListTable';
import { SearchBox } from '../../app/list/SearchBox';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { rolesListQuery } from './routeQueries';

const RolesListRouteQuery = graphql`
  query RolesListRouteQuery($input: SearchInput!) @preloadable {
    searchRole(input: $input) {
      count
      data {
        ...RolesListTable_roles
      }
    }
  }
`;

/** /users/roles: roles, paged and searched on the server. */
export function RolesListRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useAdminTexts();
  const { list, controls } = useRecordListControls(rolesListQuery.defaults, (idRole) => `/users/roles/${idRole}`, '/users/roles/new');
  return (
    <ListPage<RolesListRouteQueryType> query={RolesListRouteQuery} styles={styles}
      header={{
        title: t(m.listTitle), description: t(m.listDescription), breadcrumbs: breadcrumbs({ label: t(m.listTitle) }),
        breadcrumbsLabel, actions: <Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newRole)}</Button>,
      }}
      toolbar={<SearchBox value={list.params.text} onSearch={list.setText} />}
      table={(data, isLoading) => (
        <RolesListTable roles={data?.searchRole.data ?? null} count={data?.searchRole.count ?? 0} isLoading={isLoading}
          {...controls} />
      )} />
  );
}
