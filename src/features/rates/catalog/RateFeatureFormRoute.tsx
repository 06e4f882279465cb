import { graphql } from 'react-relay';
import type { RateFeatureFormRouteQuery as RouteQuery } from '../../../__generated__/RateFeatureFormRouteQuery.graphql';
import { RecordFormRoute } from '../../../app/forms/RecordFormRoute';
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
  const { featureBreadcrumbs, breadcrumbsLabel } = useRateCatalogTexts();
  return (
    <RecordFormRoute<RouteQuery, NonNullable<RouteQuery['response']['getRateFeatureById']>> query={RateFeatureFormRouteQuery}
      titles={{ create: m.newFeature, edit: m.editFeature }} breadcrumbsLabel={breadcrumbsLabel}
      breadcrumbs={(title) => featureBreadcrumbs({ label: title })}
      record={(data) => data.getRateFeatureById} listHref="/rates/features">
      {(data, feature) => <RateFeatureForm key={feature?.idRateFeature ?? 'new'} catalogs={data} feature={feature} />}
    </RecordFormRoute>
  );
}
