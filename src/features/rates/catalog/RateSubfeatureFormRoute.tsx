import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { RateSubfeatureFormRouteQuery as RouteQuery } from '../../../__generated__/RateSubfeatureFormRouteQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { PageHeader } from '../../../ui/PageHeader';
import * as pageStyles from '../../../app/forms/Form.css';
import { rateCatalogMessages as m } from './messages';
import { RateSubfeatureForm } from './RateSubfeatureForm';
import { useRateCatalogTexts } from './useRateCatalogTexts';

const RateSubfeatureFormRouteQuery = graphql`
  query RateSubfeatureFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getRateSubfeatureById(id: $id) @include(if: $isEdit) {
      idRateSubfeature
      ...RateSubfeatureForm_subfeature
    }
    ...RateSubfeatureForm_catalogs
  }
`;

/** /rates/subfeatures/new and /rates/subfeatures/{id}/edit. */
export function RateSubfeatureFormRoute() {
  const { t, subfeatureBreadcrumbs, breadcrumbsLabel } = useRateCatalogTexts();
  const { id } = useParams<{ id?: string }>();
  // The navigation loaded it from the server (routes.ts: network-only): a form starts from what the server holds now.
  const { reference, refetch, resetKey } = useRouteQueryRef<RouteQuery>(RateSubfeatureFormRouteQuery);
  const title = t(id ? m.editSubfeature : m.newSubfeature);
  return (
    <section className={pageStyles.page}>
      <PageHeader title={title} breadcrumbs={subfeatureBreadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel} />
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
        <FormScreen reference={reference} />
      </ListBoundary>
    </section>
  );
}

function FormScreen({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const data = usePreloadedQuery<RouteQuery>(RateSubfeatureFormRouteQuery, reference);
  if (reference.variables.isEdit && !data.getRateSubfeatureById) return <MissingRecord listHref="/rates/subfeatures" />;
  return (
    <RateSubfeatureForm key={data.getRateSubfeatureById?.idRateSubfeature ?? 'new'} catalogs={data}
      subfeature={data.getRateSubfeatureById ?? null} />
  );
}
