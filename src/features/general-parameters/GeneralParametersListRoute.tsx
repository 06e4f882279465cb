import { graphql } from 'react-relay';
import type { GeneralParametersListRouteQuery as RouteQuery } from '../../__generated__/GeneralParametersListRouteQuery.graphql';
import { RecordListPage } from '../../app/list/RecordListPage';
import * as styles from '../../app/forms/Form.css';
import { GeneralParametersListTable } from './GeneralParametersListTable';
import { gpMessages as m } from './messages';
import { useCatalogTexts } from '../../app/forms/useCatalogTexts';
import { generalParametersListQuery } from './routeQueries';

const GeneralParametersListRouteQuery = graphql`
  query GeneralParametersListRouteQuery($input: SearchInput!) @preloadable {
    searchGeneralParameters(input: $input) {
      count
      data { ...GeneralParametersListTable_parameters }
    }
  }
`;

/** /general-parameters: the catalogs the OU sees (shared and its own), paged, searched and sorted on the server. */
export function GeneralParametersListRoute() {
  const { gpBreadcrumbs } = useCatalogTexts();
  return (
    <RecordListPage<RouteQuery> query={GeneralParametersListRouteQuery} styles={styles}
      defaults={generalParametersListQuery.defaults}
      hrefOf={(id) => `/general-parameters/${id}/edit`} newHref="/general-parameters/new"
      texts={{ ...m, newRecord: m.newParameter }}
      breadcrumbs={gpBreadcrumbs()} search={m.searchPlaceholder}
      table={(data, table) => <GeneralParametersListTable page={data?.searchGeneralParameters} {...table} />} />
  );
}
