import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PermissionModulesQuery as PermissionModulesQueryType } from '../../__generated__/PermissionModulesQuery.graphql';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import * as styles from '../../app/list/AdminPage.css';
import { ListBoundary } from '../../app/list/ListBoundary';
import { permissionMessages as m } from './messages';
import { PermissionTypeChip } from './PermissionTypeChip';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { useRouteQuery } from '../../app/list/useRouteQuery';

const PermissionModulesQuery = graphql`
  query PermissionModulesQuery {
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
export function PermissionModules() {
  const { reference, refetch, resetKey } = useRouteQuery<PermissionModulesQueryType>(PermissionModulesQuery, {});
  return (
    <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
      {reference ? <PermissionModulesScreen reference={reference} /> : <LoadingPage />}
    </ListBoundary>
  );
}

function PermissionModulesScreen({ reference }: { reference: PreloadedQuery<PermissionModulesQueryType> }) {
  const { t, intl } = useAdminTexts();
  const { getModulePermissions: modules } = usePreloadedQuery<PermissionModulesQueryType>(PermissionModulesQuery, reference);
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
