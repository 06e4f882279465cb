import { FormRoute } from '../../../app/forms/FormRoute';
import { graphql } from 'react-relay';
import { useParams } from 'wouter';
import type { RateFeatureFormRouteQuery as RouteQuery } from '../../../__generated__/RateFeatureFormRouteQuery.graphql';
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
  const title = t(id ? m.editFeature : m.newFeature);
  return (
    <FormRoute<RouteQuery, NonNullable<RouteQuery['response']['getRateFeatureById']>> query={RateFeatureFormRouteQuery}
      title={title} breadcrumbs={featureBreadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel}
      edit={id ? { record: (data) => data.getRateFeatureById, listHref: '/rates/features' } : null}>
      {(data, feature) => <RateFeatureForm key={feature?.idRateFeature ?? 'new'} catalogs={data} feature={feature} />}
    </FormRoute>
  );
}
