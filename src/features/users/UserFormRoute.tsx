import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { UserFormRouteQuery as UserFormRouteQueryType } from '../../__generated__/UserFormRouteQuery.graphql';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { PageHeader } from '../../ui/PageHeader';
import { AuditHistoryButton } from '../../app/audit/AuditHistoryButton';
import * as styles from '../../app/list/AdminPage.css';
import { ListBoundary } from '../../app/list/ListBoundary';
import { userMessages as m } from './messages';
import { MissingRecord } from '../../app/list/MissingRecord';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { UserForm } from './UserForm';
import { UserMfaReset } from './UserMfaReset';
import { UserSessionsPanel } from './UserSessionsPanel';
import { useRouteQueryRef } from '../../app/routeEntry';

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
  // The route's query (routeQueries.ts): asked of the server each time, never a list row cached earlier.
  const { reference, refetch, resetKey } = useRouteQueryRef<UserFormRouteQueryType>(UserFormRouteQuery);
  const title = t(id ? m.editTitle : m.newTitle);
  return (
    <section className={styles.page}>
      <PageHeader title={title} breadcrumbs={breadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel}
        actions={id && <AuditHistoryButton recordType="USER" id={id} />} />
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
        <UserFormScreen reference={reference} />
      </ListBoundary>
    </section>
  );
}

function UserFormScreen({ reference }: { reference: PreloadedQuery<UserFormRouteQueryType> }) {
  const data = usePreloadedQuery<UserFormRouteQueryType>(UserFormRouteQuery, reference);
  if (reference.variables.isEdit && !data.getUserById) return <MissingRecord listHref="/users" />;
  return (
    <>
      <UserForm key={data.getUserById?.idUser ?? 'new'} query={data} user={data.getUserById ?? null} />
      {data.getUserById && <UserMfaReset user={data.getUserById} />}
      {data.getUserById && <UserSessionsPanel user={data.getUserById} />}
    </>
  );
}
