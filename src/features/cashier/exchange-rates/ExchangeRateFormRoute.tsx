import { RecordFormRoute } from '../../../app/forms/RecordFormRoute';
import { graphql } from 'react-relay';
import type { ExchangeRateFormRouteQuery as RouteQuery } from '../../../__generated__/ExchangeRateFormRouteQuery.graphql';
import { ExchangeRateForm } from './ExchangeRateForm';
import { exchangeRateMessages as m } from './messages';
import { EXCHANGE_RATES_HREF, useExchangeRateTexts } from './useExchangeRateTexts';

const ExchangeRateFormRouteQuery = graphql`
  query ExchangeRateFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    ...ExchangeRateForm_currencies
    getExchangeRateById(id: $id) @include(if: $isEdit) {
      ...ExchangeRateForm_rate
    }
  }
`;

/** /cashier-transaction/payment/exchange-rate/new and /{id}/edit. */
export function ExchangeRateFormRoute() {
  const { breadcrumbs } = useExchangeRateTexts();
  return (
    <RecordFormRoute<RouteQuery, NonNullable<RouteQuery['response']['getExchangeRateById']>> query={ExchangeRateFormRouteQuery}
      titles={m} trail={breadcrumbs()} record={(data) => data.getExchangeRateById} listHref={EXCHANGE_RATES_HREF}>
      {(data, rate) => <ExchangeRateForm currencies={data} rate={rate} />}
    </RecordFormRoute>
  );
}
