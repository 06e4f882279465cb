import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { ExchangeRateFormRouteQuery as RouteQuery } from '../../../__generated__/ExchangeRateFormRouteQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { PageHeader } from '../../../ui/PageHeader';
import * as styles from '../../../app/list/AdminPage.css';
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
  // Declared in ../routes.ts from the network: a form starts from what the server holds now, not a list row cached earlier.
  const { reference, refetch, resetKey } = useRouteQueryRef<RouteQuery>(ExchangeRateFormRouteQuery);
  const title = t(id ? m.editTitle : m.newTitle);
  return (
    <section className={styles.page}>
      <PageHeader title={title} breadcrumbs={breadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel} />
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
        <FormScreen reference={reference} />
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
