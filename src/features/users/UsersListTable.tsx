import { graphql, useFragment } from 'react-relay';
import type { UsersListTable_users$key } from '../../__generated__/UsersListTable_users.graphql';
import { type ListTableControls, useRecordTableProps } from '../../app/list/listTable';
import { DataTable } from '../../ui/DataTable';
import * as styles from '../../app/list/AdminPage.css';
import { adminMessages } from '../../app/list/adminMessages';
import { userMessages as m } from './messages';
import { StatusChip } from '../../app/list/StatusChip';
import { useAdminTexts } from '../../app/list/useAdminTexts';

export type UsersListTableControls = ListTableControls;

export function UsersListTable({ users, count, isLoading, ...controls }:
  UsersListTableControls & { users: UsersListTable_users$key | null; count: number; isLoading: boolean }) {
  const { t } = useAdminTexts();
  const list = useRecordTableProps(controls, count, isLoading, {
    title: t(m.emptyTitle), description: t(m.emptyDescription), createLabel: t(m.newUser),
  });
  const rows = useFragment(
    graphql`
      fragment UsersListTable_users on User @relay(plural: true) {
        id
        idUser
        name
        lastName
        email
        code
        idStatus
        ou { name }
        roles { idRole code }
      }
    `,
    users,
  ) ?? [];
  return (
    <DataTable
      {...list}
      label={t(m.tableLabel)}
      columns={[
        { id: 'name', label: t(m.name), allowsSorting: true, isRowHeader: true, wrap: true },
        { id: 'email', label: t(m.email), allowsSorting: true },
        { id: 'code', label: t(m.code), allowsSorting: true },
        { id: 'ou', label: t(m.ou), wrap: true },
        { id: 'roles', label: t(m.roles), wrap: true },
        { id: 'idStatus', label: t(adminMessages.status), allowsSorting: true },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idUser }))}
      renderCell={(row, column) => {
        switch (column) {
          case 'name': return [row.name, row.lastName].filter(Boolean).join(' ');
          case 'email': return row.email;
          case 'code': return row.code;
          case 'ou': return row.ou.name;
          case 'roles': return row.roles.length
            ? <ul className={styles.chips}>{row.roles.map((role) => <li key={role.idRole} className={styles.chip()}>{role.code}</li>)}</ul>
            : <span className={styles.muted}>{t(m.noRoles)}</span>;
          case 'idStatus': return <StatusChip status={row.idStatus} />;
          default: return null;
        }
      }}
    />
  );
}
