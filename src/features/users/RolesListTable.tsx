import { graphql, useFragment } from 'react-relay';
import type { RolesListTable_roles$key } from '../../__generated__/RolesListTable_roles.graphql';
import { type ListTableControls, useRecordTableProps } from '../../app/list/listTable';
import { DataTable } from '../../ui/DataTable';
import * as styles from '../../app/list/AdminPage.css';
import { roleMessages as m } from './messages';
import { useAdminTexts } from '../../app/list/useAdminTexts';

export type RolesListTableControls = ListTableControls;

export function RolesListTable({ roles, count, isLoading, ...controls }:
  RolesListTableControls & { roles: RolesListTable_roles$key | null; count: number; isLoading: boolean }) {
  const { t, intl } = useAdminTexts();
  const list = useRecordTableProps(controls, count, isLoading, {
    title: t(m.emptyTitle), description: t(m.emptyDescription), createLabel: t(m.newRole),
  });
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
      {...list}
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
    />
  );
}
