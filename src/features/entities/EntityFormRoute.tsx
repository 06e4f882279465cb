import { RecordFormRoute } from '../../app/forms/RecordFormRoute';
import { lazy, Suspense } from 'react';
import { graphql } from 'react-relay';
import type { EntityFormRouteQuery as RouteQuery } from '../../__generated__/EntityFormRouteQuery.graphql';
import { AuditHistoryButton } from '../../app/audit/AuditHistoryButton';
import { useCatalogTexts } from '../../app/forms/useCatalogTexts';
import { EntityForm } from './EntityForm';
import { entityMessages as m } from './messages';

// Only a supplier's page shows its statement (with a table): its code loads when one opens, not with every entity form.
const SupplierStatementCard = lazy(() => import('./SupplierStatementCard').then((m) => ({ default: m.SupplierStatementCard })));

/** The route loads the entity and every catalog its form picks from in one request. */
const EntityFormRouteQuery = graphql`
  query EntityFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getEntityById(id: $id) @include(if: $isEdit) {
      ...EntityForm_entity
      # Null unless the entity is a supplier and the viewer may read supplier payables: the form never fails for it.
      supplierStatement { ...SupplierStatementCard_statement }
    }
    ...EntityForm_catalogs
  }
`;

/** /entities/new and /entities/{id}/edit. */
export function EntityFormRoute() {
  const { entityBreadcrumbs } = useCatalogTexts();
  return (
    <RecordFormRoute<RouteQuery, NonNullable<RouteQuery['response']['getEntityById']>> query={EntityFormRouteQuery}
      titles={m} trail={entityBreadcrumbs()} actions={(id) => <AuditHistoryButton recordType="ENTITY" id={id} />}
      record={(data) => data.getEntityById} listHref="/entities">
      {(data, entity) => (
        <>
          <EntityForm catalogs={data} entity={entity} />
          {entity?.supplierStatement && <Suspense fallback={null}><SupplierStatementCard statement={entity.supplierStatement} /></Suspense>}
        </>
      )}
    </RecordFormRoute>
  );
}
