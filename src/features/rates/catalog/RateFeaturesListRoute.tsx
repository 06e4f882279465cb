import { graphql } from 'react-relay';
import type { RateFeaturesListRouteQuery as RouteQuery } from '../../../__generated__/RateFeaturesListRouteQuery.graphql';
import { ListPage, useRecordListControls } from '../../../app/list/ListPage';
import { SearchBox } from '../../../app/list/SearchBox';
import { Button } from '../../../ui/Button';
import { PlusIcon } from '../../../ui/icons';
import * as pageStyles from '../../../app/forms/Form.css';
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
  const { list, controls } = useRecordListControls(rateFeaturesListQuery.defaults,
    (id) => `/rates/features/${id}/edit`, '/rates/features/new');
  return (
    <ListPage<RouteQuery> query={RateFeaturesListRouteQuery} styles={pageStyles}
      header={{
        title: t(m.featuresTitle), description: t(m.featuresDescription), breadcrumbs: featureBreadcrumbs(),
        breadcrumbsLabel, actions: <Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newFeature)}</Button>,
      }}
      toolbar={<SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />}
      table={(data, isLoading) => (
        <RateFeaturesListTable features={data?.searchRateFeatures.data ?? null} count={data?.searchRateFeatures.count ?? 0}
          isLoading={isLoading} {...controls} />
      )} />
  );
}
