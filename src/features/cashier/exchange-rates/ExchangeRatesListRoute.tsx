import type { ReactNode } from 'react';
import { graphql } from 'react-relay';
import type { ExchangeRatesListRouteQuery as RouteQuery } from '../../../__generated__/ExchangeRatesListRouteQuery.graphql';
import { ListPage, useRecordListControls } from '../../../app/list/ListPage';
import { Button } from '../../../ui/Button';
import { PlusIcon } from '../../../ui/icons';
import * as styles from '../../../app/list/AdminPage.css';
import { ExchangeRateCurrencyFilter } from './ExchangeRateCurrencyFilter';
import { ExchangeRatesListTable, type ExchangeRatesListControls } from './ExchangeRatesListTable';
import { exchangeRateMessages as m } from './messages';
import { EXCHANGE_RATES_HREF, useExchangeRateTexts } from './useExchangeRateTexts';
import { exchangeRatesListQuery } from '../routeQueries';
import { DateRangeFilter } from '../DateRangeFilter';

const ExchangeRatesListRouteQuery = graphql`
  query ExchangeRatesListRouteQuery($input: ExchangeRateSearchInput!) @preloadable {
    ...ExchangeRateCurrencyFilter_currencies
    searchExchangeRates(input: $input) {
      count
      data {
        ...ExchangeRatesListTable_rates
      }
    }
  }
`;

/**
 * /cashier-transaction/payment/exchange-rate: the OU's rates, newest date first, filtered by a date range and a
 * currency (either side of the pair), paged and sorted on the server; the address keeps it (?from=&to=&currency=).
 */
export function ExchangeRatesListRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useExchangeRateTexts();
  const { list, controls } = useRecordListControls(
    exchangeRatesListQuery.defaults, (id) => `${EXCHANGE_RATES_HREF}/${id}/edit`, `${EXCHANGE_RATES_HREF}/new`,
  );
  const { filters } = list.params;
  return (
    <ListPage<RouteQuery> query={ExchangeRatesListRouteQuery} styles={styles}
      header={{
        title: t(m.listTitle), description: t(m.listDescription), breadcrumbs: breadcrumbs(), breadcrumbsLabel,
        actions: <Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newRate)}</Button>,
      }}
      // The filters come with the answer: the currency filter offers the currencies it brings.
      table={(data, isLoading) => (data ? (
        <ListScreen data={data} isLoading={isLoading} controls={controls}
          dates={<DateRangeFilter list={list} label={t(m.dateFilter)} />}
          currency={filters.currency ?? null} onCurrencyChange={(id) => list.setFilter('currency', id)} />
      ) : <ExchangeRatesListTable rates={null} count={0} isLoading {...controls} />)}
    />
  );
}

function ListScreen({ data, isLoading, controls, dates, currency, onCurrencyChange }: {
  data: RouteQuery['response']; isLoading: boolean; controls: ExchangeRatesListControls; dates: ReactNode;
  currency: string | null; onCurrencyChange: (idCurrency: string | null) => void;
}) {
  return (
    <>
      <div className={styles.toolbar}>
        {dates}
        <ExchangeRateCurrencyFilter currencies={data} selectedKey={currency} onChange={onCurrencyChange} />
      </div>
      <ExchangeRatesListTable rates={data.searchExchangeRates.data} count={data.searchExchangeRates.count}
        isLoading={isLoading} {...controls} />
    </>
  );
}
