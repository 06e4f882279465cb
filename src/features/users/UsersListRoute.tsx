import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { UsersListRouteQuery as UsersListRouteQueryType } from '../../__generated__/UsersListRouteQuery.graphql';
import { useListParams } from '../../app/listParams';
import { useRouteQueryRef } from '../../app/routeEntry';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import * as styles from '../../app/list/AdminPage.css';
import { ListBoundary } from '../../app/list/ListBoundary';
import { userMessages as m } from './messages';
import { SearchBox } from '../../app/list/SearchBox';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { usersListQuery } from './routeQueries';
import { UsersListTable, type UsersListTableControls } from './UsersListTable';

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
  const [, navigate] = useLocation();
  const list = useListParams(usersListQuery.defaults);
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<UsersListRouteQueryType>(UsersListRouteQuery);

  const controls: UsersListTableControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
    hrefOf: (idUser) => `/users/${idUser}/edit`, onCreate: () => navigate('/users/new'),
  };
  return (
    <section className={styles.page}>
      <PageHeader
        title={t(m.listTitle)}
        description={t(m.listDescription)}
        breadcrumbs={breadcrumbs()}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={<Button onPress={() => navigate('/users/new')}><PlusIcon size={14} />{t(m.newUser)}</Button>}
      />
      <div className={styles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} />
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch}
        fallback={<UsersListTable users={null} count={0} isLoading {...controls} />}>
        <UsersListScreen reference={reference} isPending={isPending} controls={controls} />
      </ListBoundary>
    </section>
  );
}

function UsersListScreen({ reference, isPending, controls }: {
  reference: PreloadedQuery<UsersListRouteQueryType>; isPending: boolean; controls: UsersListTableControls;
}) {
  const data = usePreloadedQuery<UsersListRouteQueryType>(UsersListRouteQuery, reference);
  return <UsersListTable users={data.searchUsers.data} count={data.searchUsers.count} isLoading={isPending} {...controls} />;
}
