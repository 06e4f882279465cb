import { FormRoute } from '../../app/forms/FormRoute';
import { graphql } from 'react-relay';
import { useParams } from 'wouter';
import type { UserFormRouteQuery as UserFormRouteQueryType } from '../../__generated__/UserFormRouteQuery.graphql';
import { AuditHistoryButton } from '../../app/audit/AuditHistoryButton';
import { userMessages as m } from './messages';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { UserForm } from './UserForm';
import { UserMfaReset } from './UserMfaReset';
import { UserSessionsPanel } from './UserSessionsPanel';

const UserFormRouteQuery = graphql`
  query UserFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getUserById(id: $id) @include(if: $isEdit) {
      idUser
      ...UserForm_user
      ...UserMfaReset_user
      ...UserSessionsPanel_user
    }
    ...UserForm_query
  }
`;

/** /users/new and /users/{id}/edit. */
export function UserFormRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useAdminTexts();
  const { id } = useParams<{ id?: string }>();
  const title = t(id ? m.editTitle : m.newTitle);
  return (
    <FormRoute<UserFormRouteQueryType, NonNullable<UserFormRouteQueryType['response']['getUserById']>> query={UserFormRouteQuery}
      title={title} breadcrumbs={breadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel}
      actions={id && <AuditHistoryButton recordType="USER" id={id} />}
      edit={id ? { record: (data) => data.getUserById, listHref: '/users' } : null}>
      {(data, user) => (
        <>
          <UserForm key={user?.idUser ?? 'new'} query={data} user={user} />
          {user && <UserMfaReset user={user} />}
          {user && <UserSessionsPanel user={user} />}
        </>
      )}
    </FormRoute>
  );
}
