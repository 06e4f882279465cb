import { graphql, useFragment } from 'react-relay';
import type { RolesListTable_roles$key } from '../../__generated__/RolesListTable_roles.graphql';
import type { ListTableControls } from '../../app/list/listTable';
import { RecordTable } from '../../app/list/RecordTable';
import * as styles from '../../app/list/AdminPage.css';
import { roleMessages as m } from './messages';
import { useAdminTexts } from '../../app/list/useAdminTexts';

export type RolesListTableControls = ListTableControls;

export function RolesListTable({ roles, count, isLoading, ...controls }:
  RolesListTableControls & { roles: RolesListTable_roles$key | null; count: number; isLoading: boolean }) {
  const { t, intl } = useAdminTexts();
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
    <RecordTable label={t(m.tableLabel)} rows={rows} idOf={(row) => row.idRole} count={count} isLoading={isLoading} {...controls}
      empty={{ title: t(m.emptyTitle), description: t(m.emptyDescription), createLabel: t(m.newRole) }}
      columns={[
        { id: 'code', label: t(m.code), allowsSorting: true, isRowHeader: true, cell: (row) => <span className={styles.chip()}>{row.code}</span> },
        { id: 'description', label: t(m.description), allowsSorting: true, wrap: true, cell: (row) => row.description },
        { id: 'permissions', label: t(m.permissionCount), align: 'end', cell: (row) => intl.formatNumber(row.permissions.length) },
        { id: 'users', label: t(m.userCount), align: 'end', cell: (row) => intl.formatNumber(row.userCount) },
      ]} />
  );
}
