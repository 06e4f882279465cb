import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { ExchangeRateFormRouteQuery as RouteQuery } from '../../../__generated__/ExchangeRateFormRouteQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { useRouteQuery } from '../../../app/list/useRouteQuery';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { PageHeader } from '../../../ui/PageHeader';
import * as styles from '../../../app/list/AdminPage.css';
import { ExchangeRateForm } from './ExchangeRateForm';
import { exchangeRateMessages as m } from './messages';
import { EXCHANGE_RATES_HREF, useExchangeRateTexts } from './useExchangeRateTexts';

const ExchangeRateFormRouteQuery = graphql`
  query ExchangeRateFormRouteQuery($id: ID!, $isEdit: Boolean!) {
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
  // A form starts from what the server holds now, not from a list row cached earlier.
  const { reference, refetch } = useRouteQuery<RouteQuery>(ExchangeRateFormRouteQuery,
    { id: id ?? '', isEdit: id != null }, 'network-only');
  const title = t(id ? m.editTitle : m.newTitle);
  return (
    <section className={styles.page}>
      <PageHeader title={title} breadcrumbs={breadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel} />
      <ListBoundary resetKey={id ?? 'new'} onRetry={refetch} fallback={<LoadingPage />}>
        {reference ? <FormScreen reference={reference} /> : <LoadingPage />}
      </ListBoundary>
    </section>
  );
}

function FormScreen({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const data = usePreloadedQuery<RouteQuery>(ExchangeRateFormRouteQuery, reference);
  if (reference.variables.isEdit && !data.getExchangeRateById) return <MissingRecord listHref={EXCHANGE_RATES_HREF} />;
  return (
    <ExchangeRateForm key={data.getExchangeRateById?.idExchangeRate ?? 'new'} currencies={data}
      rate={data.getExchangeRateById ?? null} />
  );
}
