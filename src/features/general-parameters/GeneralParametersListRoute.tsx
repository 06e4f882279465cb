import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { GeneralParametersListRouteQuery as RouteQuery } from '../../__generated__/GeneralParametersListRouteQuery.graphql';
import { useListParams } from '../../app/listParams';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { ListBoundary } from '../../app/list/ListBoundary';
import { SearchBox } from '../../app/list/SearchBox';
import { useRouteQueryRef } from '../../app/routeEntry';
import * as styles from '../../app/forms/Form.css';
import { GeneralParametersListTable, type GeneralParametersListControls } from './GeneralParametersListTable';
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
  const [, navigate] = useLocation();
  const list = useListParams(generalParametersListQuery.defaults);
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(GeneralParametersListRouteQuery);
  const controls: GeneralParametersListControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
    hrefOf: (id) => `/general-parameters/${id}/edit`, onCreate: () => navigate('/general-parameters/new'),
  };
  const loading = <GeneralParametersListTable parameters={null} count={0} isLoading {...controls} />;
  return (
    <section className={styles.page}>
      <PageHeader
        title={t(m.listTitle)}
        description={t(m.listDescription)}
        breadcrumbs={gpBreadcrumbs()}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={<Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newParameter)}</Button>}
      />
      <div className={styles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
        <ListScreen reference={reference} isPending={isPending} controls={controls} />
      </ListBoundary>
    </section>
  );
}

function ListScreen({ reference, isPending, controls }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean; controls: GeneralParametersListControls;
}) {
  const data = usePreloadedQuery<RouteQuery>(GeneralParametersListRouteQuery, reference);
  return (
    <GeneralParametersListTable parameters={data.searchGeneralParameters.data} count={data.searchGeneralParameters.count}
      isLoading={isPending} {...controls} />
  );
}
