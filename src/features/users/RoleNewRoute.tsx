import { useLocation } from 'wouter';
import { commitAsync } from '../../app/graphqlErrors';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import * as styles from '../../app/list/AdminPage.css';
import { adminMessages } from '../../app/list/adminMessages';
import { roleMessages as m } from './messages';
import { useRoleCreateMutation } from './mutations/useRoleCreateMutation';
import { RoleFieldsForm } from './RoleFieldsForm';
import { useAdminTexts } from '../../app/list/useAdminTexts';

/** /users/roles/new: after creating, the role's screen opens to associate its permissions. */
export function RoleNewRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useAdminTexts();
  const [, navigate] = useLocation();
  const [createRole] = useRoleCreateMutation();
  return (
    <section className={styles.page}>
      <PageHeader title={t(m.newTitle)} breadcrumbsLabel={breadcrumbsLabel}
        breadcrumbs={breadcrumbs({ label: t(m.listTitle), href: '/users/roles' }, { label: t(m.newTitle) })} />
      <Card>
        <RoleFieldsForm
          initial={{ code: '', description: '' }}
          title={t(m.detailsSection)}
          submitLabel={t(adminMessages.create)}
          onCancel={() => navigate('/users/roles')}
          onSave={(roleInput) => commitAsync(createRole, { variables: { roleInput } })}
          saved={t(m.created)}
          failed={t(m.createFailed)}
          onSaved={(response) => navigate(`/users/roles/${response.createRole.idRole}`)}
        />
      </Card>
    </section>
  );
}
