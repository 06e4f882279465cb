import { FormRoute } from '../../../app/forms/FormRoute';
import { graphql } from 'react-relay';
import { useParams } from 'wouter';
import type { RateSubfeatureFormRouteQuery as RouteQuery } from '../../../__generated__/RateSubfeatureFormRouteQuery.graphql';
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
  const title = t(id ? m.editSubfeature : m.newSubfeature);
  return (
    <FormRoute<RouteQuery, NonNullable<RouteQuery['response']['getRateSubfeatureById']>> query={RateSubfeatureFormRouteQuery}
      title={title} breadcrumbs={subfeatureBreadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel}
      edit={id ? { record: (data) => data.getRateSubfeatureById, listHref: '/rates/subfeatures' } : null}>
      {(data, subfeature) => <RateSubfeatureForm key={subfeature?.idRateSubfeature ?? 'new'} catalogs={data} subfeature={subfeature} />}
    </FormRoute>
  );
}
