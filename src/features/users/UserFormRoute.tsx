import { RecordFormRoute } from '../../app/forms/RecordFormRoute';
import { graphql } from 'react-relay';
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
      ...UserForm_user
      ...UserMfaReset_user
      ...UserSessionsPanel_user
    }
    ...UserForm_query
  }
`;

/** /users/new and /users/{id}/edit. */
export function UserFormRoute() {
  const { breadcrumbs } = useAdminTexts();
  return (
    <RecordFormRoute<UserFormRouteQueryType, NonNullable<UserFormRouteQueryType['response']['getUserById']>> query={UserFormRouteQuery}
      titles={m} trail={breadcrumbs()} actions={(id) => <AuditHistoryButton recordType="USER" id={id} />}
      record={(data) => data.getUserById} listHref="/users">
      {(data, user) => (
        <>
          <UserForm query={data} user={user} />
          {user && <UserMfaReset user={user} />}
          {user && <UserSessionsPanel user={user} />}
        </>
      )}
    </RecordFormRoute>
  );
}
