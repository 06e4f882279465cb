import { RecordFormRoute } from '../../app/forms/RecordFormRoute';
import { graphql } from 'react-relay';
import type { GeneralParameterFormRouteQuery as RouteQuery } from '../../__generated__/GeneralParameterFormRouteQuery.graphql';
import { GeneralParameterForm } from './GeneralParameterForm';
import { gpMessages as m } from './messages';
import { useCatalogTexts } from '../../app/forms/useCatalogTexts';

const GeneralParameterFormRouteQuery = graphql`
  query GeneralParameterFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getGeneralParameterById(id: $id) @include(if: $isEdit) {
      idGeneralParameter
      ...GeneralParameterForm_parameter
    }
  }
`;

/** /general-parameters/new and /general-parameters/{id}/edit. */
export function GeneralParameterFormRoute() {
  const { gpBreadcrumbs, breadcrumbsLabel } = useCatalogTexts();
  return (
    <RecordFormRoute<RouteQuery, NonNullable<RouteQuery['response']['getGeneralParameterById']>> query={GeneralParameterFormRouteQuery}
      titles={{ create: m.newTitle, edit: m.editTitle }} breadcrumbs={(title) => gpBreadcrumbs({ label: title })}
      breadcrumbsLabel={breadcrumbsLabel} record={(data) => data.getGeneralParameterById} listHref="/general-parameters">
      {(_, parameter) => <GeneralParameterForm key={parameter?.idGeneralParameter ?? 'new'} parameter={parameter} />}
    </RecordFormRoute>
  );
}
