import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PermissionsListTable_permissions$key } from '../../__generated__/PermissionsListTable_permissions.graphql';
import { commitAsync } from '../../app/graphqlErrors';
import { Button } from '../../ui/Button';
import { ConfirmAction } from '../../app/forms/ConfirmAction';
import { type PagedListControls, useListTableProps } from '../../app/list/listTable';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import * as styles from '../../app/list/AdminPage.css';
import { adminMessages } from '../../app/list/adminMessages';
import { permissionMessages as m } from './messages';
import { usePermissionDeleteMutation } from './mutations/usePermissionDeleteMutation';
import { PermissionTypeChip } from './PermissionTypeChip';
import { useAdminTexts } from '../../app/list/useAdminTexts';

export interface PermissionsListTableControls extends PagedListControls {
  /** The list asks the server again: the page's rows and count changed. */
  onDeleted: () => void;
}

export function PermissionsListTable({ permissions, count, isLoading, onDeleted, ...controls }:
  PermissionsListTableControls & { permissions: PermissionsListTable_permissions$key | null; count: number; isLoading: boolean }) {
  const list = useListTableProps(controls, count, isLoading);
  const { t, intl } = useAdminTexts();
  const rows = useFragment(
    graphql`
      fragment PermissionsListTable_permissions on Permission @relay(plural: true) {
        idPermission
        type
        value
        module
      }
    `,
    permissions,
  ) ?? [];
  const [deleting, setDeleting] = useState<{ idPermission: string; type: string; value: string } | null>(null);
  const [deletePermission] = usePermissionDeleteMutation();
  return (
    <>
      <DataTable
        {...list}
        label={t(m.tableLabel)}
        columns={[
          { id: 'type', label: t(m.type) },
          { id: 'value', label: t(m.value), isRowHeader: true, wrap: true },
          { id: 'module', label: t(m.module) },
          { id: 'actions', label: t(m.actions), align: 'end' },
        ]}
        rows={rows.map((row) => ({ ...row, id: row.idPermission }))}
        renderCell={(row, column) => {
          switch (column) {
            case 'type': return <PermissionTypeChip type={row.type} />;
            case 'value': return <span className={styles.mono}>{row.value}</span>;
            case 'module': return row.module;
            case 'actions': return (
              <Button variant="quiet" size="sm" onPress={() => setDeleting(row)}
                aria-label={intl.formatMessage(m.deleteLabel, { value: `${row.type} ${row.value}` })}>
                {t(adminMessages.delete)}
              </Button>
            );
            default: return null;
          }
        }}
        emptyLabel={<EmptyState title={t(m.emptyTitle)} description={t(m.emptyDescription)} />}
      />
      <ConfirmAction
        isOpen={deleting != null}
        onOpenChange={(open) => { if (!open) setDeleting(null); }}
        title={t(m.deleteTitle)}
        message={deleting ? intl.formatMessage(m.deleteConfirm, { type: deleting.type, value: deleting.value }) : ''}
        confirmLabel={t(adminMessages.delete)}
        run={async () => {
          if (deleting) await commitAsync(deletePermission, { variables: { idPermission: deleting.idPermission } });
        }}
        done={t(m.deleted)} onDone={onDeleted} failed={t(m.deleteFailed)}
      />
    </>
  );
}
