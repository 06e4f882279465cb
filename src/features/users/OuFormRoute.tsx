import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { OuFormRouteQuery as OuFormRouteQueryType } from '../../__generated__/OuFormRouteQuery.graphql';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { PageHeader } from '../../ui/PageHeader';
import * as styles from '../../app/list/AdminPage.css';
import { ListBoundary } from '../../app/list/ListBoundary';
import { ouMessages as m } from './messages';
import { MissingRecord } from '../../app/list/MissingRecord';
import { OuForm } from './OuForm';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { useRouteQueryRef } from '../../app/routeEntry';

const OuFormRouteQuery = graphql`
  query OuFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getOuById(id: $id) @include(if: $isEdit) {
      idOu
      ...OuForm_ou
    }
  }
`;

/** /users/organizational-units/new and /users/organizational-units/{id}/edit. */
export function OuFormRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useAdminTexts();
  const { id } = useParams<{ id?: string }>();
  const { reference, refetch, resetKey } = useRouteQueryRef<OuFormRouteQueryType>(OuFormRouteQuery);
  const title = t(id ? m.editTitle : m.newTitle);
  return (
    <section className={styles.page}>
      <PageHeader title={title} breadcrumbsLabel={breadcrumbsLabel}
        breadcrumbs={breadcrumbs({ label: t(m.listTitle), href: '/users/organizational-units' }, { label: title })} />
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
        <OuFormScreen reference={reference} />
      </ListBoundary>
    </section>
  );
}

function OuFormScreen({ reference }: { reference: PreloadedQuery<OuFormRouteQueryType> }) {
  const data = usePreloadedQuery<OuFormRouteQueryType>(OuFormRouteQuery, reference);
  if (reference.variables.isEdit && !data.getOuById) return <MissingRecord listHref="/users/organizational-units" />;
  return <OuForm key={data.getOuById?.idOu ?? 'new'} ou={data.getOuById ?? null} />;
}
