import { type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { ExchangeRatesListRouteQuery as RouteQuery } from '../../../__generated__/ExchangeRatesListRouteQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { useListParams } from '../../../app/listParams';
import { Button } from '../../../ui/Button';
import { DateRangePicker, type IsoDateRange } from '../../../ui/DateRangePicker';
import { PlusIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import * as styles from '../../../app/list/AdminPage.css';
import { ExchangeRateCurrencyFilter } from './ExchangeRateCurrencyFilter';
import { ExchangeRatesListTable, type ExchangeRatesListControls } from './ExchangeRatesListTable';
import { exchangeRateMessages as m } from './messages';
import { EXCHANGE_RATES_HREF, useExchangeRateTexts } from './useExchangeRateTexts';
import { exchangeRatesListQuery } from '../routeQueries';

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
  const [, navigate] = useLocation();
  const list = useListParams(exchangeRatesListQuery.defaults);
  const { filters } = list.params;
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(ExchangeRatesListRouteQuery);
  const controls: ExchangeRatesListControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
    hrefOf: (id) => `${EXCHANGE_RATES_HREF}/${id}/edit`, onCreate: () => navigate(`${EXCHANGE_RATES_HREF}/new`),
  };
  const loading = <ExchangeRatesListTable rates={null} count={0} isLoading {...controls} />;
  const range = filters.from && filters.to ? { start: filters.from, end: filters.to } : null;
  const setRange = (next: IsoDateRange | null) => {
    list.setFilter('from', next?.start ?? null);
    list.setFilter('to', next?.end ?? null);
  };
  return (
    <section className={styles.page}>
      <PageHeader
        title={t(m.listTitle)}
        description={t(m.listDescription)}
        breadcrumbs={breadcrumbs()}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={<Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newRate)}</Button>}
      />
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
        {reference ? (
          <ListScreen reference={reference} isPending={isPending} controls={controls}
            dates={<DateRangePicker label={t(m.dateFilter)} value={range} onChange={setRange} />}
            currency={filters.currency ?? null} onCurrencyChange={(id) => list.setFilter('currency', id)} />
        ) : loading}
      </ListBoundary>
    </section>
  );
}

function ListScreen({ reference, isPending, controls, dates, currency, onCurrencyChange }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean; controls: ExchangeRatesListControls; dates: ReactNode;
  currency: string | null; onCurrencyChange: (idCurrency: string | null) => void;
}) {
  const data = usePreloadedQuery<RouteQuery>(ExchangeRatesListRouteQuery, reference);
  return (
    <>
      <div className={styles.toolbar}>
        {dates}
        <ExchangeRateCurrencyFilter currencies={data} selectedKey={currency} onChange={onCurrencyChange} />
      </div>
      <ExchangeRatesListTable rates={data.searchExchangeRates.data} count={data.searchExchangeRates.count}
        isLoading={isPending} {...controls} />
    </>
  );
}
