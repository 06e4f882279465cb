import { graphql } from 'react-relay';
import type { ExchangeRatesListRouteQuery as RouteQuery } from '../../../__generated__/ExchangeRatesListRouteQuery.graphql';
import { RecordListPage } from '../../../app/list/RecordListPage';
import * as styles from '../../../app/list/AdminPage.css';
import { ExchangeRateCurrencyFilter } from './ExchangeRateCurrencyFilter';
import { ExchangeRatesListTable } from './ExchangeRatesListTable';
import { exchangeRateMessages as m } from './messages';
import { EXCHANGE_RATES_HREF, useExchangeRateTexts } from './useExchangeRateTexts';
import { exchangeRatesListQuery } from '../routeQueries';
import { DateRangeFilter } from '../DateRangeFilter';

const ExchangeRatesListRouteQuery = graphql`
  query ExchangeRatesListRouteQuery($input: ExchangeRateSearchInput!) @preloadable {
    ...ExchangeRateCurrencyFilter_currencies
    searchExchangeRates(input: $input) {
      count
      data { ...ExchangeRatesListTable_rates }
    }
  }
`;

/**
 * /cashier-transaction/payment/exchange-rate: the OU's rates, newest date first, filtered by a date range and a
 * currency (either side of the pair), paged and sorted on the server; the address keeps it (?from=&to=&currency=).
 */
export function ExchangeRatesListRoute() {
  const { t, breadcrumbs } = useExchangeRateTexts();
  return (
    <RecordListPage<RouteQuery> query={ExchangeRatesListRouteQuery} styles={styles} defaults={exchangeRatesListQuery.defaults}
      hrefOf={(id) => `${EXCHANGE_RATES_HREF}/${id}/edit`} newHref={`${EXCHANGE_RATES_HREF}/new`}
      texts={{ ...m, newRecord: m.newRate }} breadcrumbs={breadcrumbs()}
      search={false}
      // The filters come with the answer: the currency filter offers the currencies it brings.
      table={(data, table, { list }) => <>
        {data && (
          <div className={styles.toolbar}>
            <DateRangeFilter list={list} label={t(m.dateFilter)} />
            <ExchangeRateCurrencyFilter currencies={data} selectedKey={list.params.filters.currency ?? null}
              onChange={(id) => list.setFilter('currency', id)} />
          </div>
        )}
        <ExchangeRatesListTable page={data?.searchExchangeRates} {...table} />
      </>}
    />
  );
}
