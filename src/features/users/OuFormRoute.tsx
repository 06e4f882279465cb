import { FormRoute } from '../../app/forms/FormRoute';
import { graphql } from 'react-relay';
import { useParams } from 'wouter';
import type { OuFormRouteQuery as OuFormRouteQueryType } from '../../__generated__/OuFormRouteQuery.graphql';
import { ouMessages as m } from './messages';
import { OuForm } from './OuForm';
import { useAdminTexts } from '../../app/list/useAdminTexts';

const OuFormRouteQuery = graphql`
  query OuFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getOuById(id: $id) @include(if: $isEdit) {
      idOu
      ...OuForm_ou
    }
  }
`;

/** /users/organizational-units/new and /users/organizational-units/{id}/edit. */
export function OuFormRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useAdminTexts();
  const { id } = useParams<{ id?: string }>();
  const title = t(id ? m.editTitle : m.newTitle);
  return (
    <FormRoute<OuFormRouteQueryType, NonNullable<OuFormRouteQueryType['response']['getOuById']>> query={OuFormRouteQuery}
      title={title} breadcrumbsLabel={breadcrumbsLabel}
      breadcrumbs={breadcrumbs({ label: t(m.listTitle), href: '/users/organizational-units' }, { label: title })}
      edit={id ? { record: (data) => data.getOuById, listHref: '/users/organizational-units' } : null}>
      {(_, ou) => <OuForm key={ou?.idOu ?? 'new'} ou={ou} />}
    </FormRoute>
  );
}
