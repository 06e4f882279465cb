import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RoleDetails_role$key } from '../../__generated__/RoleDetails_role.graphql';
import { commitAsync } from '../../app/graphqlErrors';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DetailList } from '../../ui/DetailList';
import * as styles from '../../app/list/AdminPage.css';
import { adminMessages } from '../../app/list/adminMessages';
import { roleMessages as m } from './messages';
import { useRoleUpdateMutation } from './mutations/useRoleUpdateMutation';
import { RoleFieldsForm } from './RoleFieldsForm';
import { useAdminTexts } from '../../app/list/useAdminTexts';

/** The role's code and description: read, or edited in place. */
export function RoleDetails({ role }: { role: RoleDetails_role$key }) {
  const { t } = useAdminTexts();
  const data = useFragment(
    graphql`
      fragment RoleDetails_role on Role {
        idRole
        code
        description
        updatedAt
      }
    `,
    role,
  );
  const [editing, setEditing] = useState(false);
  const [updateRole] = useRoleUpdateMutation();
  if (editing) {
    return (
      <Card>
        <RoleFieldsForm
          initial={{ code: data.code, description: data.description }}
          title={t(m.detailsSection)}
          submitLabel={t(adminMessages.save)}
          onCancel={() => setEditing(false)}
          onSave={(values) => commitAsync(updateRole, { variables: { updateInput: { idRole: data.idRole, ...values } } })}
          saved={t(m.updated)}
          failed={t(m.updateFailed)}
          onSaved={() => setEditing(false)}
        />
      </Card>
    );
  }
  return (
    <Card title={t(m.detailsSection)}
      actions={<Button variant="secondary" size="sm" onPress={() => setEditing(true)}>{t(adminMessages.edit)}</Button>}>
      <DetailList details={[
        [t(m.code), <span className={styles.chip()}>{data.code}</span>],
        [t(m.description), data.description],
      ]} />
    </Card>
  );
}
