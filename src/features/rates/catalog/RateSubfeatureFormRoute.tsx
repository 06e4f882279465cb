import { graphql } from 'react-relay';
import type { RateSubfeatureFormRouteQuery as RouteQuery } from '../../../__generated__/RateSubfeatureFormRouteQuery.graphql';
import { RecordFormRoute } from '../../../app/forms/RecordFormRoute';
import { rateCatalogMessages as m } from './messages';
import { RateSubfeatureForm } from './RateSubfeatureForm';
import { useRateCatalogTexts } from './useRateCatalogTexts';

const RateSubfeatureFormRouteQuery = graphql`
  query RateSubfeatureFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getRateSubfeatureById(id: $id) @include(if: $isEdit) {
      ...RateSubfeatureForm_subfeature
    }
    ...RateSubfeatureForm_catalogs
  }
`;

/** /rates/subfeatures/new and /rates/subfeatures/{id}/edit. */
export function RateSubfeatureFormRoute() {
  const { subfeatureBreadcrumbs } = useRateCatalogTexts();
  return (
    <RecordFormRoute<RouteQuery, NonNullable<RouteQuery['response']['getRateSubfeatureById']>> query={RateSubfeatureFormRouteQuery}
      titles={{ newTitle: m.newSubfeature, editTitle: m.editSubfeature }} trail={subfeatureBreadcrumbs()}
      record={(data) => data.getRateSubfeatureById} listHref="/rates/subfeatures">
      {(data, subfeature) => <RateSubfeatureForm catalogs={data} subfeature={subfeature} />}
    </RecordFormRoute>
  );
}
