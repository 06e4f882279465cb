import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { RatesListRouteQuery as RouteQuery } from '../../__generated__/RatesListRouteQuery.graphql';
import { adminMessages } from '../../app/list/adminMessages';
import { ListBoundary } from '../../app/list/ListBoundary';
import { SearchBox } from '../../app/list/SearchBox';
import { oneOf, useListParams } from '../../app/listParams';
import { useRouteQueryRef } from '../../app/routeEntry';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Select } from '../../ui/Select';
import * as pageStyles from '../../app/forms/Form.css';
import { rateMessages as m } from './messages';
import * as styles from './Rates.css';
import { RateCustomerPicker } from './RateCustomerPicker';
import { RateProductPicker } from './RateProductPicker';
import { RatesListTable, type RatesListControls } from './RatesListTable';
import { RATE_STATES, ratesListQuery } from './routeQueries';
import { useRateTexts } from './useRateTexts';

const RatesListRouteQuery = graphql`
  query RatesListRouteQuery($input: RateSearchInput!) @preloadable {
    searchRates(input: $input) {
      count
      data {
        ...RatesListTable_rates
      }
    }
  }
`;

const ALL = 'all';

/**
 * /rates: the OU's rate instances, searched by rate or product code or name and filtered by product, customer and
 * state, paged and sorted on the server. The address keeps it all (?q=&product=&customer=&state=&page=&sort=).
 */
export function RatesListRoute() {
  const { t, rateBreadcrumbs, breadcrumbsLabel } = useRateTexts();
  const [, navigate] = useLocation();
  const list = useListParams(ratesListQuery.defaults);
  const { filters } = list.params;
  const state = oneOf(filters.state, RATE_STATES);
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(RatesListRouteQuery);
  const controls: RatesListControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
    hrefOf: (id) => `/rates/${id}`, onCreate: () => navigate('/rates/new'),
  };
  const loading = <RatesListTable rates={null} count={0} isLoading {...controls} />;
  return (
    <section className={pageStyles.page}>
      <PageHeader
        title={t(m.listTitle)}
        description={t(m.listDescription)}
        breadcrumbs={rateBreadcrumbs()}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={<Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newRate)}</Button>}
      />
      <div className={styles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <RateProductPicker label={t(m.productFilter)} placeholder={t(m.anyProduct)} selectedKey={filters.product ?? null}
          onChange={(product) => list.setFilter('product', product?.idProduct ?? null)} />
        <RateCustomerPicker label={t(m.customerFilter)} noneLabel={t(m.anyCustomer)} selectedKey={filters.customer ?? null}
          onChange={(id) => list.setFilter('customer', id)} />
        <Select label={t(m.enabledFilter)} selectedKey={state ?? ALL}
          onSelectionChange={(key) => list.setFilter('state', key === ALL ? null : key)}
          items={[
            { id: ALL, label: t(adminMessages.allStatuses) }, { id: 'enabled', label: t(m.onlyEnabled) },
            { id: 'disabled', label: t(m.onlyDisabled) },
          ]} />
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
        <ListScreen reference={reference} isPending={isPending} controls={controls} />
      </ListBoundary>
    </section>
  );
}

function ListScreen({ reference, isPending, controls }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean; controls: RatesListControls;
}) {
  const data = usePreloadedQuery<RouteQuery>(RatesListRouteQuery, reference);
  return <RatesListTable rates={data.searchRates.data} count={data.searchRates.count} isLoading={isPending} {...controls} />;
}
