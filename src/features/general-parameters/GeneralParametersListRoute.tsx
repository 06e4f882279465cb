import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { GeneralParametersListRouteQuery as RouteQuery } from '../../__generated__/GeneralParametersListRouteQuery.graphql';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { ListPage, useRecordListControls } from '../../app/list/ListPage';
import { SearchBox } from '../../app/list/SearchBox';
import * as styles from '../../app/forms/Form.css';
import { GeneralParametersListTable } from './GeneralParametersListTable';
import { gpMessages as m } from './messages';
import { useCatalogTexts } from '../../app/forms/useCatalogTexts';
import { generalParametersListQuery } from './routeQueries';

const GeneralParametersListRouteQuery = graphql`
  query GeneralParametersListRouteQuery($input: SearchInput!) @preloadable {
    searchGeneralParameters(input: $input) {
      count
      data {
        ...GeneralParametersListTable_parameters
      }
    }
  }
`;

/** /general-parameters: the catalogs the OU sees (shared and its own), paged, searched and sorted on the server. */
export function GeneralParametersListRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { gpBreadcrumbs, breadcrumbsLabel } = useCatalogTexts();
  const { list, controls } = useRecordListControls(generalParametersListQuery.defaults,
    (id) => `/general-parameters/${id}/edit`, '/general-parameters/new');
  return (
    <ListPage<RouteQuery> query={GeneralParametersListRouteQuery} styles={styles}
      header={{
        title: t(m.listTitle), description: t(m.listDescription), breadcrumbs: gpBreadcrumbs(), breadcrumbsLabel,
        actions: <Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newParameter)}</Button>,
      }}
      toolbar={<SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />}
      table={(data, isLoading) => (
        <GeneralParametersListTable parameters={data?.searchGeneralParameters.data ?? null}
          count={data?.searchGeneralParameters.count ?? 0} isLoading={isLoading} {...controls} />
      )} />
  );
}
