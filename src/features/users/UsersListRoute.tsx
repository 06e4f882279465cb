import { graphql } from 'react-relay';
import type { UsersListRouteQuery as UsersListRouteQueryType } from '../../__generated__/UsersListRouteQuery.graphql';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import * as styles from '../../app/list/AdminPage.css';
import { ListPage, useRecordListControls } from '../../app/list/ListPage';
import { userMessages as m } from './messages';
import { SearchBox } from '../../app/list/SearchBox';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { usersListQuery } from './routeQueries';
import { UsersListTable } from './UsersListTable';

const UsersListRouteQuery = graphql`
  query UsersListRouteQuery($input: SearchInput!) @preloadable {
    searchUsers(input: $input) {
      count
      data {
        ...UsersListTable_users
      }
    }
  }
`;

/** /users: the users of the caller's OU, paged, searched and sorted on the server. */
export function UsersListRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useAdminTexts();
  const { list, controls } = useRecordListControls(usersListQuery.defaults, (idUser) => `/users/${idUser}/edit`, '/users/new');
  return (
    <ListPage<UsersListRouteQueryType> query={UsersListRouteQuery} styles={styles}
      header={{
        title: t(m.listTitle), description: t(m.listDescription), breadcrumbs: breadcrumbs(), breadcrumbsLabel,
        actions: <Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newUser)}</Button>,
      }}
      toolbar={<SearchBox value={list.params.text} onSearch={list.setText} />}
      table={(data, isLoading) => (
        <UsersListTable users={data?.searchUsers.data ?? null} count={data?.searchUsers.count ?? 0} isLoading={isLoading}
          {...controls} />
      )} />
  );
}
