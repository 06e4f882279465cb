import { graphql } from 'react-relay';
import type { RateSubfeaturesListRouteFeaturesQuery } from '../../../__generated__/RateSubfeaturesListRouteFeaturesQuery.graphql';
import type { RateSubfeaturesListRouteQuery as RouteQuery } from '../../../__generated__/RateSubfeaturesListRouteQuery.graphql';
import { RecordListPage } from '../../../app/list/RecordListPage';
import { FilterSelect } from '../../../app/list/FilterSelect';
import { useServerOptions } from '../../../app/useServerOptions';
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
  const { t, subfeatureBreadcrumbs } = useRateCatalogTexts();
  const features = useServerOptions<RateSubfeaturesListRouteFeaturesQuery>(featuresQuery, () => ({}),
    (data) => data.searchRateFeatures.data.slice().sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
      .map((f) => ({ id: f.idRateFeature, label: f.name })));
  return (
    <RecordListPage<RouteQuery> query={RateSubfeaturesListRouteQuery} styles={pageStyles}
      defaults={rateSubfeaturesListQuery.defaults} hrefOf={(id) => `/rates/subfeatures/${id}/edit`}
      newHref={({ filters: { feature } }) => (feature
        ? `/rates/subfeatures/new?feature=${encodeURIComponent(feature)}` : '/rates/subfeatures/new')}
      texts={{
        listTitle: m.subfeaturesTitle, listDescription: m.subfeaturesDescription, newRecord: m.newSubfeature,
        tableLabel: m.subfeaturesTable, emptyTitle: m.subfeaturesEmpty, emptyDescription: m.emptyHelp,
      }}
      breadcrumbs={subfeatureBreadcrumbs()} search={m.searchPlaceholder}
      filters={(list) => (
        <FilterSelect label={t(m.typeSubfeature)} allLabel={t(m.allFeatures)} value={list.params.filters.feature ?? null}
          onChange={(value) => list.setFilter('feature', value)} items={features.items} />
      )}
      table={(data, table) => <RateSubfeaturesListTable page={data?.searchRateSubfeatures} {...table} />} />
  );
}
