import { graphql } from 'react-relay';
import type { RateSubfeatureFormRouteQuery as RouteQuery } from '../../../__generated__/RateSubfeatureFormRouteQuery.graphql';
import { RecordFormRoute } from '../../../app/forms/RecordFormRoute';
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
  const { subfeatureBreadcrumbs, breadcrumbsLabel } = useRateCatalogTexts();
  return (
    <RecordFormRoute<RouteQuery, NonNullable<RouteQuery['response']['getRateSubfeatureById']>> query={RateSubfeatureFormRouteQuery}
      titles={{ create: m.newSubfeature, edit: m.editSubfeature }} breadcrumbsLabel={breadcrumbsLabel}
      breadcrumbs={(title) => subfeatureBreadcrumbs({ label: title })}
      record={(data) => data.getRateSubfeatureById} listHref="/rates/subfeatures">
      {(data, subfeature) => <RateSubfeatureForm key={subfeature?.idRateSubfeature ?? 'new'} catalogs={data} subfeature={subfeature} />}
    </RecordFormRoute>
  );
}
