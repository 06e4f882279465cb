import { FormRoute } from '../../../app/forms/FormRoute';
import { graphql } from 'react-relay';
import { useParams } from 'wouter';
import type { ExchangeRateFormRouteQuery as RouteQuery } from '../../../__generated__/ExchangeRateFormRouteQuery.graphql';
import { ExchangeRateForm } from './ExchangeRateForm';
import { exchangeRateMessages as m } from './messages';
import { EXCHANGE_RATES_HREF, useExchangeRateTexts } from './useExchangeRateTexts';

const ExchangeRateFormRouteQuery = graphql`
  query ExchangeRateFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    ...ExchangeRateForm_currencies
    getExchangeRateById(id: $id) @include(if: $isEdit) {
      idExchangeRate
      ...ExchangeRateForm_rate
    }
  }
`;

/** /cashier-transaction/payment/exchange-rate/new and /{id}/edit. */
export function ExchangeRateFormRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useExchangeRateTexts();
  const { id } = useParams<{ id?: string }>();
  const title = t(id ? m.editTitle : m.newTitle);
  return (
    <FormRoute<RouteQuery, NonNullable<RouteQuery['response']['getExchangeRateById']>> query={ExchangeRateFormRouteQuery}
      title={title} breadcrumbs={breadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel}
      edit={id ? { record: (data) => data.getExchangeRateById, listHref: EXCHANGE_RATES_HREF } : null}>
      {(data, rate) => <ExchangeRateForm key={rate?.idExchangeRate ?? 'new'} currencies={data} rate={rate} />}
    </FormRoute>
  );
}
