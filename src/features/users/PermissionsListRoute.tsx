import { useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLocation, useSearch } from 'wouter';
import type { PermissionsListRouteQuery as PermissionsListRouteQueryType } from '../../__generated__/PermissionsListRouteQuery.graphql';
import { oneOf, useListParams } from '../../app/listParams';
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
import { useRouteQuery } from '../../app/list/useRouteQuery';

const PermissionsListRouteQuery = graphql`
  query PermissionsListRouteQuery($skip: Int, $take: Int, $filtered: Boolean!, $searchInput: PermissionSearchInput!) {
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
`;

const ALL = 'all';
/** Permissions are many and short: a longer page by default. */
const PERMISSION_LIST_DEFAULTS = { pageSize: 25 };

/** /users/permissions: every permission, paged (getAllPermissions) or filtered (searchPermissions); or by module. */
export function PermissionsListRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useAdminTexts();
  const [, navigate] = useLocation();
  const byModule = new URLSearchParams(useSearch()).get('view') === 'module';
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
      {byModule ? <PermissionModules /> : <AllPermissions />}
    </section>
  );
}

function AllPermissions() {
  const { t } = useAdminTexts();
  const list = useListParams(PERMISSION_LIST_DEFAULTS);
  const type = oneOf(list.params.filters.type, ['FRONT', 'BACK'] as const);
  const variables = useMemo(() => {
    const skip = (list.params.page - 1) * list.params.pageSize;
    const take = list.params.pageSize;
    const text = list.params.text.trim() || null;
    return { skip, take, filtered: Boolean(text || type), searchInput: { text, type, skip, take } };
  }, [list.params, type]);
  const { reference, isPending, refetch, resetKey } = useRouteQuery<PermissionsListRouteQueryType>(PermissionsListRouteQuery, variables);
  const controls: PermissionsListTableControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onDeleted: refetch,
  };
  const loading = <PermissionsListTable permissions={null} count={0} isLoading {...controls} />;
  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} />
        <Select label={t(m.type)} selectedKey={type ?? ALL}
          onSelectionChange={(key) => list.setFilter('type', key === ALL ? null : key)}
          items={[{ id: ALL, label: t(m.allTypes) }, { id: 'FRONT', label: 'FRONT' }, { id: 'BACK', label: 'BACK' }]} />
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
        {reference ? <AllPermissionsScreen reference={reference} isPending={isPending} controls={controls} /> : loading}
      </ListBoundary>
    </>
  );
}

function AllPermissionsScreen({ reference, isPending, controls }: {
  reference: PreloadedQuery<PermissionsListRouteQueryType>; isPending: boolean; controls: PermissionsListTableControls;
}) {
  const data = usePreloadedQuery<PermissionsListRouteQueryType>(PermissionsListRouteQuery, reference);
  const page = data.searchPermissions ?? data.getAllPermissions;
  return <PermissionsListTable permissions={page?.data ?? []} count={page?.count ?? 0} isLoading={isPending} {...controls} />;
}
