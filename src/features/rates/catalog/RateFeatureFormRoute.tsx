import { graphql } from 'react-relay';
import type { RateFeatureFormRouteQuery as RouteQuery } from '../../../__generated__/RateFeatureFormRouteQuery.graphql';
import { RecordFormRoute } from '../../../app/forms/RecordFormRoute';
import { rateCatalogMessages as m } from './messages';
import { RateFeatureForm } from './RateFeatureForm';
import { useRateCatalogTexts } from './useRateCatalogTexts';

const RateFeatureFormRouteQuery = graphql`
  query RateFeatureFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getRateFeatureById(id: $id) @include(if: $isEdit) {
      ...RateFeatureForm_feature
    }
    ...RateFeatureForm_catalogs
  }
`;

/** /rates/features/new and /rates/features/{id}/edit. */
export function RateFeatureFormRoute() {
  const { featureBreadcrumbs } = useRateCatalogTexts();
  return (
    <RecordFormRoute<RouteQuery, NonNullable<RouteQuery['response']['getRateFeatureById']>> query={RateFeatureFormRouteQuery}
      titles={{ newTitle: m.newFeature, editTitle: m.editFeature }} trail={featureBreadcrumbs()}
      record={(data) => data.getRateFeatureById} listHref="/rates/features">
      {(data, feature) => <RateFeatureForm catalogs={data} feature={feature} />}
    </RecordFormRoute>
  );
}
