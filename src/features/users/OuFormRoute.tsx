import { RecordFormRoute } from '../../app/forms/RecordFormRoute';
import { graphql } from 'react-relay';
import type { OuFormRouteQuery as OuFormRouteQueryType } from '../../__generated__/OuFormRouteQuery.graphql';
import { ouMessages as m } from './messages';
import { OuForm } from './OuForm';
import { useAdminTexts } from '../../app/list/useAdminTexts';

const OuFormRouteQuery = graphql`
  query OuFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getOuById(id: $id) @include(if: $isEdit) {
      ...OuForm_ou
    }
  }
`;

/** /users/organizational-units/new and /users/organizational-units/{id}/edit. */
export function OuFormRoute() {
  const { t, breadcrumbs } = useAdminTexts();
  return (
    <RecordFormRoute<OuFormRouteQueryType, NonNullable<OuFormRouteQueryType['response']['getOuById']>> query={OuFormRouteQuery}
      titles={m} trail={breadcrumbs({ label: t(m.listTitle), href: '/users/organizational-units' })}
      record={(data) => data.getOuById} listHref="/users/organizational-units">
      {(_, ou) => <OuForm ou={ou} />}
    </RecordFormRoute>
  );
}
