import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PermissionsListTable_permissions$key } from '../../__generated__/PermissionsListTable_permissions.graphql';
import { commitAsync } from '../../app/graphqlErrors';
import { ConfirmAction } from '../../app/forms/ConfirmAction';
import { type PagedListControls, useListTableProps } from '../../app/list/listTable';
import { EmptyState } from '../../ui/EmptyState';
import { adminMessages } from '../../app/list/adminMessages';
import { permissionMessages as m } from './messages';
import { usePermissionDeleteMutation } from './mutations/usePermissionDeleteMutation';
import { PermissionTable } from './PermissionTable';
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
        idPermission type value module
      }
    `,
    permissions,
  ) ?? [];
  const [deleting, setDeleting] = useState<{ idPermission: string; type: string; value: string } | null>(null);
  const [deletePermission] = usePermissionDeleteMutation();
  return (
    <>
      <PermissionTable
        {...list}
        label={t(m.tableLabel)}
        permissions={rows}
        actionsLabel={t(m.actions)}
        action={{ label: t(adminMessages.delete), name: (row) => intl.formatMessage(m.deleteLabel, { value: `${row.type} ${row.value}` }) }}
        onAction={setDeleting}
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
