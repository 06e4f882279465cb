import { use } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useLocation } from 'wouter';
import type { PermissionsListRouteQuery as RouteQuery } from '../../__generated__/PermissionsListRouteQuery.graphql';
import { oneOf, useListParams } from '../../app/listParams';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { RouteQueryContext } from '../../app/routeEntry';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import * as styles from '../../app/list/AdminPage.css';
import { ListPage, pagingOf } from '../../app/list/ListPage';
import { permissionMessages as m } from './messages';
import { PermissionModules } from './PermissionModules';
import { PermissionsListTable, type PermissionsListTableControls } from './PermissionsListTable';
import { SearchBox } from '../../app/list/SearchBox';
import { FilterSelect } from '../../app/list/FilterSelect';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { PERMISSION_TYPES, permissionsListQuery } from './routeQueries';

const PermissionsListRouteQuery = graphql`
  query PermissionsListRouteQuery(
    $skip: Int, $take: Int, $byModule: Boolean!, $filtered: Boolean!, $searchInput: PermissionSearchInput!
  ) @preloadable {
    ... @skip(if: $byModule) {
      getAllPermissions(skip: $skip, take: $take) @skip(if: $filtered) {
        count
        data {
          ...PermissionsListTable_permissions
        }
      }
      searchPermissions(searchInput: $searchInput) @include(if: $filtered) {
        count
        data {
          ...PermissionsListTable_permissions
        }
      }
    }
    ...PermissionModules_query @include(if: $byModule) @alias(as: "modules")
  }
`;

/** /users/permissions: every permission, paged (getAllPermissions) or filtered (searchPermissions); or by module. */
export function PermissionsListRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useAdminTexts();
  const [, navigate] = useLocation();
  // The shown view is the loaded query's: a switch of views shows the other one when its answer is there.
  const byModule = (use(RouteQueryContext) as PreloadedQuery<RouteQuery>).variables.byModule;
  const list = useListParams(permissionsListQuery.defaults);
  const type = oneOf(list.params.filters.type, PERMISSION_TYPES);
  const controls = (refetch: () => void): PermissionsListTableControls => ({ ...pagingOf(list), onDeleted: refetch });
  return (
    <ListPage<RouteQuery> query={PermissionsListRouteQuery} styles={styles}
      header={{
        title: t(m.listTitle), description: t(m.listDescription), breadcrumbs: breadcrumbs({ label: t(m.listTitle) }),
        breadcrumbsLabel,
        actions: <Button onPress={() => navigate('/users/permissions/new')}><PlusIcon size={14} />{t(m.newPermission)}</Button>,
      }}
      views={(
        <nav aria-label={t(m.views)}>
          <ul className={styles.tabs}>
            <li><Link href="/users/permissions" className={styles.tab} aria-current={byModule ? undefined : 'page'}>{t(m.viewAll)}</Link></li>
            <li><Link href="/users/permissions?view=module" className={styles.tab} aria-current={byModule ? 'page' : undefined}>{t(m.viewByModule)}</Link></li>
          </ul>
        </nav>
      )}
      toolbar={byModule ? undefined : <>
        <SearchBox value={list.params.text} onSearch={list.setText} />
        <FilterSelect label={t(m.type)} allLabel={t(m.allTypes)} value={type}
          onChange={(value) => list.setFilter('type', value)}
          items={PERMISSION_TYPES.map((id) => ({ id, label: id }))} />
      </>}
      table={byModule
        ? (data) => (data ? data.modules && <PermissionModules query={data.modules} /> : <LoadingPage />)
        : (data, isLoading, refetch) => {
          const page = data && (data.searchPermissions ?? data.getAllPermissions);
          return (
            <PermissionsListTable permissions={data ? page?.data ?? [] : null} count={page?.count ?? 0} isLoading={isLoading}
              {...controls(refetch)} />
          );
        }}
    />
  );
}
