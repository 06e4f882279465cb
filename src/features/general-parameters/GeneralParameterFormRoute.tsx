import { RecordFormRoute } from '../../app/forms/RecordFormRoute';
import { graphql } from 'react-relay';
import type { GeneralParameterFormRouteQuery as RouteQuery } from '../../__generated__/GeneralParameterFormRouteQuery.graphql';
import { GeneralParameterForm } from './GeneralParameterForm';
import { gpMessages as m } from './messages';
import { useCatalogTexts } from '../../app/forms/useCatalogTexts';

const GeneralParameterFormRouteQuery = graphql`
  query GeneralParameterFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getGeneralParameterById(id: $id) @include(if: $isEdit) {
      ...GeneralParameterForm_parameter
    }
  }
`;

/** /general-parameters/new and /general-parameters/{id}/edit. */
export function GeneralParameterFormRoute() {
  const { gpBreadcrumbs } = useCatalogTexts();
  return (
    <RecordFormRoute<RouteQuery, NonNullable<RouteQuery['response']['getGeneralParameterById']>> query={GeneralParameterFormRouteQuery}
      titles={m} trail={gpBreadcrumbs()} record={(data) => data.getGeneralParameterById} listHref="/general-parameters">
      {(_, parameter) => <GeneralParameterForm parameter={parameter} />}
    </RecordFormRoute>
  );
}
