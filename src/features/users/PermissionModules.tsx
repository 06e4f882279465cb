import { graphql, useFragment } from 'react-relay';
import type { PermissionModules_query$key } from '../../__generated__/PermissionModules_query.graphql';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import * as styles from '../../app/list/AdminPage.css';
import { permissionMessages as m } from './messages';
import { PermissionTypeChip } from './PermissionTypeChip';
import { useAdminTexts } from '../../app/list/useAdminTexts';

const modulesFragment = graphql`
  fragment PermissionModules_query on Query {
    getModulePermissions {
      module
      permissions {
        idPermission
        type
        value
      }
    }
  }
`;

/** The "By module" view of /users/permissions: module permissions, one card per area of the product. */
export function PermissionModules({ query }: { query: PermissionModules_query$key }) {
  const { t, intl } = useAdminTexts();
  const { getModulePermissions: modules } = useFragment(modulesFragment, query);
  if (!modules.length) return <Card><EmptyState title={t(m.modulesEmpty)} /></Card>;
  return (
    <div className={styles.moduleGrid}>
      {modules.map((group) => (
        <Card key={group.module || '-'} title={group.module || t(m.noModule)}
          actions={<span className={styles.muted}>{intl.formatMessage(m.moduleCount, { count: group.permissions.length })}</span>}>
          <ul className={styles.permissionList}>
            {group.permissions.map((p) => (
              <li key={p.idPermission} className={styles.permissionItem}>
                <PermissionTypeChip type={p.type} />
                <span className={styles.mono}>{p.value}</span>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
