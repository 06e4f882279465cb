import { graphql } from 'react-relay';
import type { RateSubfeaturesListRouteFeaturesQuery } from '../../../__generated__/RateSubfeaturesListRouteFeaturesQuery.graphql';
import type { RateSubfeaturesListRouteQuery as RouteQuery } from '../../../__generated__/RateSubfeaturesListRouteQuery.graphql';
import { ListPage, useRecordListControls } from '../../../app/list/ListPage';
import { SearchBox } from '../../../app/list/SearchBox';
import { FilterSelect } from '../../../app/list/FilterSelect';
import { useServerOptions } from '../../../app/useServerOptions';
import { Button } from '../../../ui/Button';
import { PlusIcon } from '../../../ui/icons';
import * as pageStyles from '../../../app/forms/Form.css';
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

/** /rates/subfeatures: the values of the OU's pricing dimensions, filtered by dimension (?feature=). */
export function RateSubfeaturesListRoute() {
  const { t, subfeatureBreadcrumbs, breadcrumbsLabel } = useRateCatalogTexts();
  const { list, controls } = useRecordListControls(rateSubfeaturesListQuery.defaults,
    (id) => `/rates/subfeatures/${id}/edit`, ({ filters: { feature } }) => (feature
      ? `/rates/subfeatures/new?feature=${encodeURIComponent(feature)}` : '/rates/subfeatures/new'));
  const feature = list.params.filters.feature ?? null;
  const features = useServerOptions<RateSubfeaturesListRouteFeaturesQuery>(featuresQuery, () => ({}),
    (data) => data.searchRateFeatures.data.slice().sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
      .map((f) => ({ id: f.idRateFeature, label: f.name })));
  return (
    <ListPage<RouteQuery> query={RateSubfeaturesListRouteQuery} styles={pageStyles}
      header={{
        title: t(m.subfeaturesTitle), description: t(m.subfeaturesDescription), breadcrumbs: subfeatureBreadcrumbs(),
        breadcrumbsLabel, actions: <Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newSubfeature)}</Button>,
      }}
      toolbar={<>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <FilterSelect label={t(m.typeSubfeature)} allLabel={t(m.allFeatures)} value={feature}
          onChange={(value) => list.setFilter('feature', value)} items={features.items} />
      </>}
      table={(data, isLoading) => (
        <RateSubfeaturesListTable subfeatures={data?.searchRateSubfeatures.data ?? null}
          count={data?.searchRateSubfeatures.count ?? 0} isLoading={isLoading} {...controls} />
      )} />
  );
}
