import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { RateSubfeaturesListRouteFeaturesQuery } from '../../../__generated__/RateSubfeaturesListRouteFeaturesQuery.graphql';
import type { RateSubfeaturesListRouteQuery as RouteQuery } from '../../../__generated__/RateSubfeaturesListRouteQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { SearchBox } from '../../../app/list/SearchBox';
import { useListParams } from '../../../app/listParams';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { useServerOptions } from '../../../app/useServerOptions';
import { Button } from '../../../ui/Button';
import { PlusIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import { Select } from '../../../ui/Select';
import * as pageStyles from '../../../app/forms/Form.css';
import type { CatalogListControls } from './listControls';
import { rateCatalogMessages as m } from './messages';
import { RateSubfeaturesListTable } from './RateSubfeaturesListTable';
import { rateSubfeaturesListQuery } from '../routeQueries';
import { useRateCatalogTexts } from './useRateCatalogTexts';

const RateSubfeaturesListRouteQuery = graphql`
  query RateSubfeaturesListRouteQuery($input: RateSubfeatureSearchInput!) @preloadable {
    searchRateSubfeatures(input: $input) {
      count
      data { ...RateSubfeaturesListTable_subfeatures }
    }
  }
`;

/** The feature filter's options. The toolbar sits outside the list's Suspense, so it asks for them itself. */
const featuresQuery = graphql`
  query RateSubfeaturesListRouteFeaturesQuery {
    searchRateFeatures(input: { take: 100 }) { data { idRateFeature name order } }
  }
`;

const ALL = 'all';

/** /rates/subfeatures: the values of the OU's pricing dimensions, filtered by dimension (?feature=). */
export function RateSubfeaturesListRoute() {
  const { t, subfeatureBreadcrumbs, breadcrumbsLabel } = useRateCatalogTexts();
  const [, navigate] = useLocation();
  const list = useListParams(rateSubfeaturesListQuery.defaults);
  const feature = list.params.filters.feature ?? null;
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(RateSubfeaturesListRouteQuery);
  const features = useServerOptions<RateSubfeaturesListRouteFeaturesQuery>(featuresQuery, () => ({}),
    (data) => data.searchRateFeatures.data.slice().sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
      .map((f) => ({ id: f.idRateFeature, label: f.name })));
  const controls: CatalogListControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
    hrefOf: (id) => `/rates/subfeatures/${id}/edit`,
    onCreate: () => navigate(feature ? `/rates/subfeatures/new?feature=${encodeURIComponent(feature)}` : '/rates/subfeatures/new'),
  };
  const loading = <RateSubfeaturesListTable subfeatures={null} count={0} isLoading {...controls} />;
  return (
    <section className={pageStyles.page}>
      <PageHeader
        title={t(m.subfeaturesTitle)}
        description={t(m.subfeaturesDescription)}
        breadcrumbs={subfeatureBreadcrumbs()}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={<Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newSubfeature)}</Button>}
      />
      <div className={pageStyles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <Select label={t(m.typeSubfeature)} selectedKey={feature ?? ALL}
          onSelectionChange={(key) => list.setFilter('feature', key === ALL ? null : key)}
          items={[{ id: ALL, label: t(m.allFeatures) }, ...features.items]} />
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
  const data = usePreloadedQuery<RouteQuery>(RateSubfeaturesListRouteQuery, reference);
  return (
    <RateSubfeaturesListTable subfeatures={data.searchRateSubfeatures.data} count={data.searchRateSubfeatures.count}
      isLoading={isPending} {...controls} />
  );
}
