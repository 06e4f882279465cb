import { FormRoute } from '../../app/forms/FormRoute';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useParams } from 'wouter';
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
  const intl = useIntl();
  const { gpBreadcrumbs, breadcrumbsLabel } = useCatalogTexts();
  const { id } = useParams<{ id?: string }>();
  const title = intl.formatMessage(id ? m.editTitle : m.newTitle);
  return (
    <FormRoute<RouteQuery, NonNullable<RouteQuery['response']['getGeneralParameterById']>> query={GeneralParameterFormRouteQuery}
      title={title} breadcrumbs={gpBreadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel}
      edit={id ? { record: (data) => data.getGeneralParameterById, listHref: '/general-parameters' } : null}>
      {(_, parameter) => <GeneralParameterForm key={parameter?.idGeneralParameter ?? 'new'} parameter={parameter} />}
    </FormRoute>
  );
}
