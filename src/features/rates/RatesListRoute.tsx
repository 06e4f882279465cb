import { graphql } from 'react-relay';
import type { RatesListRouteQuery as RouteQuery } from '../../__generated__/RatesListRouteQuery.graphql';
import { adminMessages } from '../../app/list/adminMessages';
import { RecordListPage } from '../../app/list/RecordListPage';
import { FilterSelect } from '../../app/list/FilterSelect';
import { oneOf } from '../../app/listParams';
import * as pageStyles from '../../app/forms/Form.css';
import { rateMessages as m } from './messages';
import * as styles from './Rates.css';
import { RateCustomerPicker } from './RateCustomerPicker';
import { RateProductPicker } from './RateProductPicker';
import { RatesListTable } from './RatesListTable';
import { RATE_STATES, ratesListQuery } from './routeQueries';
import { useRateTexts } from './useRateTexts';

const RatesListRouteQuery = graphql`
  query RatesListRouteQuery($input: RateSearchInput!) @preloadable {
    searchRates(input: $input) {
      count
      data { ...RatesListTable_rates }
    }
  }
`;

/**
 * /rates: the OU's rate instances, searched by rate or product code or name and filtered by product, customer and
 * state, paged and sorted on the server. The address keeps it all (?q=&product=&customer=&state=&page=&sort=).
 */
export function RatesListRoute() {
  const { t, rateBreadcrumbs } = useRateTexts();
  return (
    <RecordListPage<RouteQuery> query={RatesListRouteQuery} styles={{ page: pageStyles.page, toolbar: styles.toolbar }}
      defaults={ratesListQuery.defaults} hrefOf={(id) => `/rates/${id}`} newHref="/rates/new"
      texts={{ ...m, newRecord: m.newRate }} breadcrumbs={rateBreadcrumbs()}
      search={m.searchPlaceholder}
      filters={({ params: { filters }, setFilter }) => <>
        <RateProductPicker label={t(m.productFilter)} placeholder={t(m.anyProduct)} selectedKey={filters.product ?? null}
          onChange={(product) => setFilter('product', product?.idProduct ?? null)} />
        <RateCustomerPicker label={t(m.customerFilter)} noneLabel={t(m.anyCustomer)} selectedKey={filters.customer ?? null}
          onChange={(id) => setFilter('customer', id)} />
        <FilterSelect label={t(m.enabledFilter)} allLabel={t(adminMessages.allStatuses)} value={oneOf(filters.state, RATE_STATES)}
          onChange={(value) => setFilter('state', value)}
          items={[{ id: 'enabled', label: t(m.onlyEnabled) }, { id: 'disabled', label: t(m.onlyDisabled) }]} />
      </>}
      table={(data, table) => <RatesListTable page={data?.searchRates} {...table} />} />
  );
}
