import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { RateFeaturesListRouteQuery as RouteQuery } from '../../../__generated__/RateFeaturesListRouteQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { SearchBox } from '../../../app/list/SearchBox';
import { useListParams } from '../../../app/listParams';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { Button } from '../../../ui/Button';
import { PlusIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import * as pageStyles from '../../../app/forms/Form.css';
import type { CatalogListControls } from './listControls';
import { rateCatalogMessages as m } from './messages';
import { RateFeaturesListTable } from './RateFeaturesListTable';
import { rateFeaturesListQuery } from '../routeQueries';
import { useRateCatalogTexts } from './useRateCatalogTexts';

const RateFeaturesListRouteQuery = graphql`
  query RateFeaturesListRouteQuery($input: SearchInput!) @preloadable {
    searchRateFeatures(input: $input) {
      count
      data { ...RateFeaturesListTable_features }
    }
  }
`;

/** /rates/features: the OU's pricing dimensions, paged, searched and sorted on the server. */
export function RateFeaturesListRoute() {
  const { t, featureBreadcrumbs, breadcrumbsLabel } = useRateCatalogTexts();
  const [, navigate] = useLocation();
  const list = useListParams(rateFeaturesListQuery.defaults);
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(RateFeaturesListRouteQuery);
  const controls: CatalogListControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
    hrefOf: (id) => `/rates/features/${id}/edit`, onCreate: () => navigate('/rates/features/new'),
  };
  const loading = <RateFeaturesListTable features={null} count={0} isLoading {...controls} />;
  return (
    <section className={pageStyles.page}>
      <PageHeader
        title={t(m.featuresTitle)}
        description={t(m.featuresDescription)}
        breadcrumbs={featureBreadcrumbs()}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={<Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newFeature)}</Button>}
      />
      <div className={pageStyles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
        <ListScreen reference={reference} isPending={isPending} controls={controls} />
      </ListBoundary>
    </section>
  );
}

function ListScreen({ reference, isPending, controls }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean; controls: CatalogListControls;
}) {
  const data = usePreloadedQuery<RouteQuery>(RateFeaturesListRouteQuery, reference);
  return (
    <RateFeaturesListTable features={data.searchRateFeatures.data} count={data.searchRateFeatures.count}
      isLoading={isPending} {...controls} />
  );
}
