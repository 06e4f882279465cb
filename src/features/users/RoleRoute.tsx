import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { RoleRouteQuery as RoleRouteQueryType } from '../../__generated__/RoleRouteQuery.graphql';
import { RoutePage } from '../../app/pages/RoutePage';
import { PageHeader } from '../../ui/PageHeader';
import { AuditHistoryButton } from '../../app/audit/AuditHistoryButton';
import * as styles from '../../app/list/AdminPage.css';
import { roleMessages as m } from './messages';
import { MissingRecordPage } from '../../app/pages/MissingRecordPage';
import { RoleDetails } from './RoleDetails';
import { RolePermissions } from './RolePermissions';
import { useAdminTexts } from '../../app/list/useAdminTexts';

const RoleRouteQuery = graphql`
  query RoleRouteQuery($idRole: ID!) @preloadable {
    getRoleById(idRole: $idRole) {
      idRole
      code
      userCount
      ...RoleDetails_role
      ...RolePermissions_role
    }
  }
`;

/** /users/roles/{id}: the role (view, edit) and the permissions it holds (add, remove). */
export function RoleRoute() {
  return (
    <RoutePage<RoleRouteQueryType> query={RoleRouteQuery} className={styles.page}>
      {(reference) => <RoleScreen reference={reference} />}
    </RoutePage>
  );
}

function RoleScreen({ reference }: { reference: PreloadedQuery<RoleRouteQueryType> }) {
  const { t, intl, breadcrumbs, breadcrumbsLabel } = useAdminTexts();
  const { getRoleById: role } = usePreloadedQuery<RoleRouteQueryType>(RoleRouteQuery, reference);
  const rolesCrumb = { label: t(m.listTitle), href: '/users/roles' };
  if (!role) {
    return (
      <MissingRecordPage title={t(m.listTitle)} breadcrumbs={breadcrumbs(rolesCrumb)} breadcrumbsLabel={breadcrumbsLabel}
        listHref="/users/roles" />
    );
  }
  const title = intl.formatMessage(m.roleTitle, { code: role.code });
  return (
    <>
      <PageHeader title={title} description={intl.formatMessage(m.heldBy, { count: role.userCount })}
        breadcrumbs={breadcrumbs(rolesCrumb, { label: title })} breadcrumbsLabel={breadcrumbsLabel}
        actions={<AuditHistoryButton recordType="ROLE" id={role.idRole} label={role.code} />} />
      <div className={styles.split}>
        <RoleDetails role={role} />
        <RolePermissions role={role} />
      </div>
    </>
  );
}
