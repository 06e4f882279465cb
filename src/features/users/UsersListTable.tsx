import { graphql } from 'react-relay';
import type { UsersListTable_users$key } from '../../__generated__/UsersListTable_users.graphql';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../app/list/RecordTable';
import { useRecordColumns } from '../../app/list/recordColumns';
import * as styles from '../../app/list/AdminPage.css';
import { userMessages as m } from './messages';

export function UsersListTable(table: RecordListTableProps<UsersListTable_users$key>) {
  const { t, column } = useRecordColumns();
  const rows = usePageRows(graphql`
    fragment UsersListTable_users on User @relay(plural: true) {
      id idUser name lastName email code idStatus
      ou { name }
      roles { idRole code }
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idUser} columns={[
      {
        id: 'name', label: t(m.name), allowsSorting: true, isRowHeader: true, wrap: true,
        cell: (row) => [row.name, row.lastName].filter(Boolean).join(' '),
      },
      { id: 'email', label: t(m.email), allowsSorting: true, cell: (row) => row.email },
      { id: 'code', label: t(m.code), allowsSorting: true, cell: (row) => row.code },
      { id: 'ou', label: t(m.ou), wrap: true, cell: (row) => row.ou.name },
      {
        id: 'roles', label: t(m.roles), wrap: true,
        cell: (row) => (row.roles.length
          ? <ul className={styles.chips}>{row.roles.map((role) => <li key={role.idRole} className={styles.chip()}>{role.code}</li>)}</ul>
          : <span className={styles.muted}>{t(m.noRoles)}</span>),
      },
      column.status(),
    ]} />
  );
}
