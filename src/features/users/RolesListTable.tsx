import { graphql } from 'react-relay';
import type { RolesListTable_roles$key } from '../../__generated__/RolesListTable_roles.graphql';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../app/list/RecordTable';
import * as styles from '../../app/list/AdminPage.css';
import { roleMessages as m } from './messages';
import { useAdminTexts } from '../../app/list/useAdminTexts';

export function RolesListTable(table: RecordListTableProps<RolesListTable_roles$key>) {
  const { t, intl } = useAdminTexts();
  const rows = usePageRows(graphql`
    fragment RolesListTable_roles on Role @relay(plural: true) {
      idRole code description userCount
      permissions { idPermission }
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idRole} columns={[
      { id: 'code', label: t(m.code), allowsSorting: true, isRowHeader: true, cell: (row) => <span className={styles.chip()}>{row.code}</span> },
      { id: 'description', label: t(m.description), allowsSorting: true, wrap: true, cell: (row) => row.description },
      { id: 'permissions', label: t(m.permissionCount), align: 'end', cell: (row) => intl.formatNumber(row.permissions.length) },
      { id: 'users', label: t(m.userCount), align: 'end', cell: (row) => intl.formatNumber(row.userCount) },
    ]} />
  );
}
