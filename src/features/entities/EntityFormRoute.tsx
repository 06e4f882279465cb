import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { EntityFormRouteQuery as RouteQuery } from '../../__generated__/EntityFormRouteQuery.graphql';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { PageHeader } from '../../ui/PageHeader';
import { AuditHistoryButton } from '../../app/audit/AuditHistoryButton';
import * as styles from '../../app/forms/Form.css';
import { useCatalogTexts } from '../../app/forms/useCatalogTexts';
import { ListBoundary } from '../../app/list/ListBoundary';
import { MissingRecord } from '../../app/list/MissingRecord';
import { useRouteQueryRef } from '../../app/routeEntry';
import { EntityForm } from './EntityForm';
import { entityMessages as m } from './messages';

// Only a supplier's page shows its statement (with a table): its code loads when one opens, not with every entity form.
const SupplierStatementCard = lazy(() => import('./SupplierStatementCard').then((m) => ({ default: m.SupplierStatementCard })));

/** The route loads the entity and every catalog its form picks from in one request. */
const EntityFormRouteQuery = graphql`
  query EntityFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getEntityById(id: $id) @include(if: $isEdit) {
      idEntity
      ...EntityForm_entity
      # Null unless the entity is a supplier and the viewer may read supplier payables: the form never fails for it.
      supplierStatement { ...SupplierStatementCard_statement }
    }
    ...EntityForm_catalogs
  }
`;

/** /entities/new and /entities/{id}/edit. */
export function EntityFormRoute() {
  const intl = useIntl();
  const { entityBreadcrumbs, breadcrumbsLabel } = useCatalogTexts();
  const { id } = useParams<{ id?: string }>();
  const { reference, refetch } = useRouteQueryRef<RouteQuery>(EntityFormRouteQuery);
  const title = intl.formatMessage(id ? m.editTitle : m.newTitle);
  return (
    <section className={styles.page}>
      <PageHeader title={title} breadcrumbs={entityBreadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel}
        actions={id && <AuditHistoryButton recordType="ENTITY" id={id} />} />
      <ListBoundary resetKey={id ?? 'new'} onRetry={refetch} fallback={<LoadingPage />}>
        <FormScreen reference={reference} />
      </ListBoundary>
    </section>
  );
}

function FormScreen({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const data = usePreloadedQuery<RouteQuery>(EntityFormRouteQuery, reference);
  if (reference.variables.isEdit && !data.getEntityById) return <MissingRecord listHref="/entities" />;
  const entity = data.getEntityById;
  const statement = entity?.supplierStatement;
  return (
    <>
      <EntityForm key={entity?.idEntity ?? 'new'} catalogs={data} entity={entity ?? null} />
      {statement && <Suspense fallback={null}><SupplierStatementCard statement={statement} /></Suspense>}
    </>
  );
}
