import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { RateFeatureFormRouteQuery as RouteQuery } from '../../../__generated__/RateFeatureFormRouteQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { PageHeader } from '../../../ui/PageHeader';
import * as pageStyles from '../../../app/forms/Form.css';
import { rateCatalogMessages as m } from './messages';
import { RateFeatureForm } from './RateFeatureForm';
import { useRateCatalogTexts } from './useRateCatalogTexts';

const RateFeatureFormRouteQuery = graphql`
  query RateFeatureFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getRateFeatureById(id: $id) @include(if: $isEdit) {
      idRateFeature
      ...RateFeatureForm_feature
    }
    ...RateFeatureForm_catalogs
  }
`;

/** /rates/features/new and /rates/features/{id}/edit. */
export function RateFeatureFormRoute() {
  const { t, featureBreadcrumbs, breadcrumbsLabel } = useRateCatalogTexts();
  const { id } = useParams<{ id?: string }>();
  // The navigation loaded it from the server (routes.ts: network-only): a form starts from what the server holds now.
  const { reference, refetch, resetKey } = useRouteQueryRef<RouteQuery>(RateFeatureFormRouteQuery);
  const title = t(id ? m.editFeature : m.newFeature);
  return (
    <section className={pageStyles.page}>
      <PageHeader title={title} breadcrumbs={featureBreadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel} />
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
        <FormScreen reference={reference} />
      </ListBoundary>
    </section>
  );
}

function FormScreen({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const data = usePreloadedQuery<RouteQuery>(RateFeatureFormRouteQuery, reference);
  if (reference.variables.isEdit && !data.getRateFeatureById) return <MissingRecord listHref="/rates/features" />;
  return <RateFeatureForm key={data.getRateFeatureById?.idRateFeature ?? 'new'} catalogs={data} feature={data.getRateFeatureById ?? null} />;
}
