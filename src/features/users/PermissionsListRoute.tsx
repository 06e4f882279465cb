import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLocation } from 'wouter';
import type { PermissionsListRouteQuery as PermissionsListRouteQueryType } from '../../__generated__/PermissionsListRouteQuery.graphql';
import { oneOf, useListParams } from '../../app/listParams';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../app/routeEntry';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Select } from '../../ui/Select';
import * as styles from '../../app/list/AdminPage.css';
import { ListBoundary } from '../../app/list/ListBoundary';
import { permissionMessages as m } from './messages';
import { PermissionModules } from './PermissionModules';
import { PermissionsListTable, type PermissionsListTableControls } from './PermissionsListTable';
import { SearchBox } from '../../app/list/SearchBox';
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

const ALL = 'all';

/** /users/permissions: every permission, paged (getAllPermissions) or filtered (searchPermissions); or by module. */
export function PermissionsListRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useAdminTexts();
  const [, navigate] = useLocation();
  const route = useRouteQueryRef<PermissionsListRouteQueryType>(PermissionsListRouteQuery);
  const byModule = route.reference.variables.byModule;
  return (
    <section className={styles.page}>
      <PageHeader
        title={t(m.listTitle)}
        description={t(m.listDescription)}
        breadcrumbs={breadcrumbs({ label: t(m.listTitle) })}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={<Button onPress={() => navigate('/users/permissions/new')}><PlusIcon size={14} />{t(m.newPermission)}</Button>}
      />
      <nav aria-label={t(m.views)}>
        <ul className={styles.tabs}>
          <li><Link href="/users/permissions" className={styles.tab} aria-current={byModule ? undefined : 'page'}>{t(m.viewAll)}</Link></li>
          <li><Link href="/users/permissions?view=module" className={styles.tab} aria-current={byModule ? 'page' : undefined}>{t(m.viewByModule)}</Link></li>
        </ul>
      </nav>
      {byModule
        ? (
          <ListBoundary resetKey={route.resetKey} onRetry={route.refetch} fallback={<LoadingPage />}>
            <ModulesScreen reference={route.reference} />
          </ListBoundary>
        )
        : <AllPermissions {...route} />}
    </section>
  );
}

type RouteRef = ReturnType<typeof useRouteQueryRef<PermissionsListRouteQueryType>>;

function ModulesScreen({ reference }: { reference: RouteRef['reference'] }) {
  const { modules } = usePreloadedQuery<PermissionsListRouteQueryType>(PermissionsListRouteQuery, reference);
  return modules && <PermissionModules query={modules} />;
}

function AllPermissions({ reference, isPending, refetch, resetKey }: RouteRef) {
  const { t } = useAdminTexts();
  const list = useListParams(permissionsListQuery.defaults);
  const type = oneOf(list.params.filters.type, PERMISSION_TYPES);
  const controls: PermissionsListTableControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onDeleted: refetch,
  };
  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} />
        <Select label={t(m.type)} selectedKey={type ?? ALL}
          onSelectionChange={(key) => list.setFilter('type', key === ALL ? null : key)}
          items={[{ id: ALL, label: t(m.allTypes) }, ...PERMISSION_TYPES.map((id) => ({ id, label: id }))]} />
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch}
        fallback={<PermissionsListTable permissions={null} count={0} isLoading {...controls} />}>
        <AllPermissionsScreen reference={reference} isPending={isPending} controls={controls} />
      </ListBoundary>
    </>
  );
}

function AllPermissionsScreen({ reference, isPending, controls }: {
  reference: RouteRef['reference']; isPending: boolean; controls: PermissionsListTableControls;
}) {
  const data = usePreloadedQuery<PermissionsListRouteQueryType>(PermissionsListRouteQuery, reference);
  const page = data.searchPermissions ?? data.getAllPermissions;
  return <PermissionsListTable permissions={page?.data ?? []} count={page?.count ?? 0} isLoading={isPending} {...controls} />;
}
