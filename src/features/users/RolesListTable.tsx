import { graphql, useFragment } from 'react-relay';
import type { RolesListTable_roles$key } from '../../__generated__/RolesListTable_roles.graphql';
import { PAGE_SIZES, type ListParams, type ListSort } from '../../app/listParams';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import * as styles from '../../app/list/AdminPage.css';
import { adminMessages } from '../../app/list/adminMessages';
import { roleMessages as m } from './messages';
import { useAdminTexts } from '../../app/list/useAdminTexts';

export interface RolesListTableControls {
  params: ListParams;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: ListSort) => void;
  /** The address of a record: each row is a real link to it (middle-click, new tab, copy address). */
  hrefOf: (idRole: string) => string;
  onCreate: () => void;
}

export function RolesListTable({ roles, count, isLoading, params, onPageChange, onPageSizeChange, onSortChange, hrefOf, onCreate }:
  RolesListTableControls & { roles: RolesListTable_roles$key | null; count: number; isLoading: boolean }) {
  const { t, intl, pagination } = useAdminTexts();
  const rows = useFragment(
    graphql`
      fragment RolesListTable_roles on Role @relay(plural: true) {
        idRole
        code
        description
        userCount
        permissions { idPermission }
      }
    `,
    roles,
  ) ?? [];
  return (
    <DataTable
      label={t(m.tableLabel)}
      columns={[
        { id: 'code', label: t(m.code), allowsSorting: true, isRowHeader: true },
        { id: 'description', label: t(m.description), allowsSorting: true, wrap: true },
        { id: 'permissions', label: t(m.permissionCount), align: 'end' },
        { id: 'users', label: t(m.userCount), align: 'end' },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idRole }))}
      renderCell={(row, column) => {
        switch (column) {
          case 'code': return <span className={styles.chip()}>{row.code}</span>;
          case 'description': return row.description;
          case 'permissions': return intl.formatNumber(row.permissions.length);
          case 'users': return intl.formatNumber(row.userCount);
          default: return null;
        }
      }}
      sortDescriptor={params.sort}
      onSortChange={onSortChange}
      rowHref={(row) => hrefOf(String(row.id))}
      isLoading={isLoading}
      loadingLabel={t(adminMessages.loadingList)}
      emptyLabel={(
        <EmptyState title={t(m.emptyTitle)} description={t(m.emptyDescription)}
          action={<Button variant="secondary" onPress={onCreate}>{t(m.newRole)}</Button>} />
      )}
      pagination={{
        page: params.page, pageSize: params.pageSize, totalCount: count, onPageChange, onPageSizeChange,
        pageSizeOptions: PAGE_SIZES, ...pagination,
      }}
    />
  );
}
