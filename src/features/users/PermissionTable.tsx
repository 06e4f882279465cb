import type { DataTableProps } from '../../ui/DataTable';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import * as styles from '../../app/list/AdminPage.css';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { permissionMessages } from './messages';
import { PermissionTypeChip } from './PermissionTypeChip';

export interface PermissionRow {
  idPermission: string;
  type: string;
  value: string;
  module: string;
}

type Row<P extends PermissionRow> = P & { id: string };

/**
 * Permissions as a table (type, value, module) with one action a row (delete, remove from the role): the permission
 * list and a role's held permissions.
 */
export function PermissionTable<P extends PermissionRow>({ permissions, actionsLabel, action, onAction, ...table }:
  Omit<DataTableProps<Row<P>>, 'columns' | 'rows' | 'renderCell'> & {
    permissions: readonly P[];
    actionsLabel: string;
    /** The action button's text and its accessible name for the row. */
    action: { label: string; name: (row: P) => string };
    onAction: (row: P) => void;
  }) {
  const { t } = useAdminTexts();
  return (
    <DataTable
      {...table}
      columns={[
        { id: 'type', label: t(permissionMessages.type) },
        { id: 'value', label: t(permissionMessages.value), isRowHeader: true, wrap: true },
        { id: 'module', label: t(permissionMessages.module) },
        { id: 'actions', label: actionsLabel, align: 'end' },
      ]}
      rows={permissions.map((p) => ({ ...p, id: p.idPermission }))}
      renderCell={(row, column) => {
        switch (column) {
          case 'type': return <PermissionTypeChip type={row.type} />;
          case 'value': return <span className={styles.mono}>{row.value}</span>;
          case 'module': return row.module;
          case 'actions': return (
            <Button variant="quiet" size="sm" onPress={() => onAction(row)} aria-label={action.name(row)}>{action.label}</Button>
          );
          default: return null;
        }
      }}
    />
  );
}
