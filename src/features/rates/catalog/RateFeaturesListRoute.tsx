import { graphql } from 'react-relay';
import type { RateFeaturesListRouteQuery as RouteQuery } from '../../../__generated__/RateFeaturesListRouteQuery.graphql';
import { RecordListPage } from '../../../app/list/RecordListPage';
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
  const { featureBreadcrumbs } = useRateCatalogTexts();
  return (
    <RecordListPage<RouteQuery> query={RateFeaturesListRouteQuery} styles={pageStyles} defaults={rateFeaturesListQuery.defaults}
      hrefOf={(id) => `/rates/features/${id}/edit`} newHref="/rates/features/new"
      texts={{
        listTitle: m.featuresTitle, listDescription: m.featuresDescription, newRecord: m.newFeature,
        tableLabel: m.featuresTable, emptyTitle: m.featuresEmpty, emptyDescription: m.emptyHelp,
      }}
      breadcrumbs={featureBreadcrumbs()} search={m.searchPlaceholder}
      table={(data, table) => <RateFeaturesListTable page={data?.searchRateFeatures} {...table} />} />
  );
}
