import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { RolesListRouteQuery as RolesListRouteQueryType } from '../../__generated__/RolesListRouteQuery.graphql';
import { useListParams } from '../../app/listParams';
import { useRouteQueryRef } from '../../app/routeEntry';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import * as styles from '../../app/list/AdminPage.css';
import { ListBoundary } from '../../app/list/ListBoundary';
import { roleMessages as m } from './messages';
import { RolesListTable, type RolesListTableControls } from './RolesListTable';
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
  const [, navigate] = useLocation();
  const list = useListParams(rolesListQuery.defaults);
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RolesListRouteQueryType>(RolesListRouteQuery);
  const controls: RolesListTableControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
    hrefOf: (idRole) => `/users/roles/${idRole}`, onCreate: () => navigate('/users/roles/new'),
  };
  return (
    <section className={styles.page}>
      <PageHeader
        title={t(m.listTitle)}
        description={t(m.listDescription)}
        breadcrumbs={breadcrumbs({ label: t(m.listTitle) })}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={<Button onPress={() => navigate('/users/roles/new')}><PlusIcon size={14} />{t(m.newRole)}</Button>}
      />
      <div className={styles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} />
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch}
        fallback={<RolesListTable roles={null} count={0} isLoading {...controls} />}>
        <RolesListScreen reference={reference} isPending={isPending} controls={controls} />
      </ListBoundary>
    </section>
  );
}

function RolesListScreen({ reference, isPending, controls }: {
  reference: PreloadedQuery<RolesListRouteQueryType>; isPending: boolean; controls: RolesListTableControls;
}) {
  const data = usePreloadedQuery<RolesListRouteQueryType>(RolesListRouteQuery, reference);
  return <RolesListTable roles={data.searchRole.data} count={data.searchRole.count} isLoading={isPending} {...controls} />;
}
