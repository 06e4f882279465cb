import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RolePermissions_role$key } from '../../__generated__/RolePermissions_role.graphql';
import type { RolePermissionsPickerQuery } from '../../__generated__/RolePermissionsPickerQuery.graphql';
import { commitAsync } from '../../app/graphqlErrors';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ServerComboBox } from '../../app/pickers/ServerComboBox';
import { ConfirmAction } from '../../app/forms/ConfirmAction';
import { EmptyState } from '../../ui/EmptyState';
import { PlusIcon } from '../../ui/icons';
import { toast } from '../../ui/toastQueue';
import * as styles from '../../app/list/AdminPage.css';
import { roleMessages as m } from './messages';
import { useRolePermissionAddMutation } from './mutations/useRolePermissionAddMutation';
import { useRolePermissionRemoveMutation } from './mutations/useRolePermissionRemoveMutation';
import { PermissionTable } from './PermissionTable';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { useServerOptions } from '../../app/useServerOptions';

const pickerQuery = graphql`
  query RolePermissionsPickerQuery($searchInput: PermissionSearchInput!, $idRole: ID) {
    searchPermissions(searchInput: $searchInput, idRole: $idRole) {
      data {
        idPermission
        type
        value
        module
      }
    }
  }
`;

interface HeldPermission {
  idPermission: string;
  type: string;
  value: string;
}

/** The permissions a role holds, a picker of those it does not hold yet, and removal after confirmation. */
export function RolePermissions({ role }: { role: RolePermissions_role$key }) {
  const { t, intl, failureText } = useAdminTexts();
  const data = useFragment(
    graphql`
      fragment RolePermissions_role on Role {
        idRole
        code
        permissions {
          idPermission
          type
          value
          module
        }
      }
    `,
    role,
  );
  const options = useServerOptions<RolePermissionsPickerQuery>(
    pickerQuery,
    (text) => ({ searchInput: { text: text.trim() || null, associated: false, take: 25 }, idRole: data.idRole }),
    (result) => result.searchPermissions.data.map((p) => ({
      id: p.idPermission, label: `${p.type} ${p.value}`, description: p.module || undefined,
    })),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<HeldPermission | null>(null);
  const [addPermission] = useRolePermissionAddMutation();
  const [removePermission] = useRolePermissionRemoveMutation();

  const add = async () => {
    if (!chosen) return;
    setAdding(true);
    try {
      await commitAsync(addPermission, { variables: { associateInput: { idRole: data.idRole, idPermissions: [chosen] } } });
      toast.success(t(m.associated));
      setChosen(null);
      options.refresh();
    } catch (error) {
      toast.error(failureText(t(m.associateFailed), error));
    } finally {
      setAdding(false);
    }
  };

  return (
    <Card title={t(m.permissionsSection)}>
      <div className={styles.stack}>
        <div className={styles.addRow}>
          <ServerComboBox label={t(m.permissionToAdd)} description={t(m.permissionToAddHelp)} selectedKey={chosen}
            onSelectionChange={(key) => setChosen(key)} options={options} />
          <div className={styles.addButton}>
            <Button onPress={() => void add()} isDisabled={!chosen} isPending={adding}>
              <PlusIcon size={14} />{t(m.addPermission)}
            </Button>
          </div>
        </div>
        <PermissionTable
          label={t(m.heldTable)}
          permissions={data.permissions}
          actionsLabel={t(m.actions)}
          action={{ label: t(m.remove), name: (row) => intl.formatMessage(m.removeLabel, { value: `${row.type} ${row.value}` }) }}
          onAction={setRemoving}
          emptyLabel={<EmptyState title={t(m.noPermissions)} />}
        />
      </div>
      <ConfirmAction
        isOpen={removing != null}
        onOpenChange={(open) => { if (!open) setRemoving(null); }}
        title={t(m.removeTitle)}
        message={removing ? intl.formatMessage(m.removeConfirm, { type: removing.type, value: removing.value, role: data.code }) : ''}
        confirmLabel={t(m.remove)}
        run={async () => {
          if (!removing) return;
          await commitAsync(removePermission, {
            variables: { associateInput: { idRole: data.idRole, idPermissions: [removing.idPermission] } },
          });
        }}
        done={t(m.removed)} onDone={options.refresh} failed={t(m.removeFailed)}
      />
    </Card>
  );
}
