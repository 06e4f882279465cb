import { graphql } from 'react-relay';
import type { RatesListRouteQuery as RouteQuery } from '../../__generated__/RatesListRouteQuery.graphql';
import { adminMessages } from '../../app/list/adminMessages';
import { ListPage, useRecordListControls } from '../../app/list/ListPage';
import { SearchBox } from '../../app/list/SearchBox';
import { FilterSelect } from '../../app/list/FilterSelect';
import { oneOf } from '../../app/listParams';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
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
      data {
        ...RatesListTable_rates
      }
    }
  }
`;

/**
 * /rates: the OU's rate instances, searched by rate or product code or name and filtered by product, customer and
 * state, paged and sorted on the server. The address keeps it all (?q=&product=&customer=&state=&page=&sort=).
 */
export function RatesListRoute() {
  const { t, rateBreadcrumbs, breadcrumbsLabel } = useRateTexts();
  const { list, controls } = useRecordListControls(ratesListQuery.defaults, (id) => `/rates/${id}`, '/rates/new');
  const { filters } = list.params;
  const state = oneOf(filters.state, RATE_STATES);
  return (
    <ListPage<RouteQuery> query={RatesListRouteQuery} styles={{ page: pageStyles.page, toolbar: styles.toolbar }}
      header={{
        title: t(m.listTitle), description: t(m.listDescription), breadcrumbs: rateBreadcrumbs(), breadcrumbsLabel,
        actions: <Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newRate)}</Button>,
      }}
      toolbar={<>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <RateProductPicker label={t(m.productFilter)} placeholder={t(m.anyProduct)} selectedKey={filters.product ?? null}
          onChange={(product) => list.setFilter('product', product?.idProduct ?? null)} />
        <RateCustomerPicker label={t(m.customerFilter)} noneLabel={t(m.anyCustomer)} selectedKey={filters.customer ?? null}
          onChange={(id) => list.setFilter('customer', id)} />
        <FilterSelect label={t(m.enabledFilter)} allLabel={t(adminMessages.allStatuses)} value={state}
          onChange={(value) => list.setFilter('state', value)}
          items={[{ id: 'enabled', label: t(m.onlyEnabled) }, { id: 'disabled', label: t(m.onlyDisabled) }]} />
      </>}
      table={(data, isLoading) => (
        <RatesListTable rates={data?.searchRates.data ?? null} count={data?.searchRates.count ?? 0} isLoading={isLoading}
          {...controls} />
      )} />
  );
}
