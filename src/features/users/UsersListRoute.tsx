import { graphql } from 'react-relay';
import type { UsersListRouteQuery as UsersListRouteQueryType } from '../../__generated__/UsersListRouteQuery.graphql';
import * as styles from '../../app/list/AdminPage.css';
import { RecordListPage } from '../../app/list/RecordListPage';
import { userMessages as m } from './messages';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { usersListQuery } from './routeQueries';
import { UsersListTable } from './UsersListTable';

const UsersListRouteQuery = graphql`
  query UsersListRouteQuery($input: SearchInput!) @preloadable {
    searchUsers(input: $input) {
      count
      data { ...UsersListTable_users }
    }
  }
`;

/** /users: the users of the caller's OU, paged, searched and sorted on the server. */
export function UsersListRoute() {
  const { breadcrumbs } = useAdminTexts();
  return (
    <RecordListPage<UsersListRouteQueryType> query={UsersListRouteQuery} styles={styles} defaults={usersListQuery.defaults}
      hrefOf={(idUser) => `/users/${idUser}/edit`} newHref="/users/new"
      texts={{ ...m, newRecord: m.newUser }} breadcrumbs={breadcrumbs()}
      table={(data, table) => <UsersListTable page={data?.searchUsers} {...table} />} />
  );
}
