import { Suspense, useMemo, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'wouter';
import type { CheckRatesRouteQuery as RouteQuery } from '../../../__generated__/CheckRatesRouteQuery.graphql';
import type { CheckRatesRouteResultsQuery as ResultsQuery } from '../../../__generated__/CheckRatesRouteResultsQuery.graphql';
import { refusalWords } from '../../../app/forms/failureText';
import { adminMessages } from '../../../app/list/adminMessages';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { ErrorBoundary } from '../../../app/pages/ErrorBoundary';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { useRouteQueryRef, useRouteResults } from '../../../app/routeEntry';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';
import { Spinner } from '../../../ui/Spinner';
import * as pageStyles from '../../../app/forms/Form.css';
import { useRateTexts } from '../useRateTexts';
import * as styles from './CheckRates.css';
import { isAskable, parseRateQuestion, rateQuestionParams, type RateQuestion } from './checkParams';
import { CheckRatesForm } from './CheckRatesForm';
import { checkRatesMessages as m } from './messages';
import { RateQuotes } from './RateQuotes';

/** What the form needs: the passenger types it counts and the names of the product and customer in the address. */
const CheckRatesRouteQuery = graphql`
  query CheckRatesRouteQuery($idProduct: ID!, $withProduct: Boolean!, $idEntity: ID!, $withEntity: Boolean!) @preloadable {
    ...CheckRatesForm_catalogs
    product: getProductById(id: $idProduct) @include(if: $withProduct) {
      ...CheckRatesForm_product
    }
    customer: getEntityById(id: $idEntity) @include(if: $withEntity) { name }
  }
`;

/**
 * The answer, in a query of its own so a refused question (the server's VALIDATION) shows beside a form that stays
 * usable. The navigation starts both (routes.ts: the route's query and its results).
 */
const CheckRatesRouteResultsQuery = graphql`
  query CheckRatesRouteResultsQuery($input: CheckRatesInput!, $asked: Boolean!) @preloadable {
    checkRates(input: $input) @include(if: $asked) {
      ...RateQuotes_quotes
    }
  }
`;

/**
 * /rates/check-rates: which rate applies to a product (or one instance) for a service date, a purchase date (today by
 * default), a customer and passengers, with its price. The question lives in the address, so Back and reload keep it.
 */
export function CheckRatesRoute() {
  const { t, rateBreadcrumbs, breadcrumbsLabel } = useRateTexts();
  const [search, setSearch] = useSearchParams();
  const question = useMemo(() => parseRateQuestion(search), [search]);
  const form = useRouteQueryRef<RouteQuery>(CheckRatesRouteQuery);
  const asked = isAskable(question);
  const results = useRouteResults<ResultsQuery>(CheckRatesRouteResultsQuery);
  const ask = (next: RateQuestion) => setSearch(rateQuestionParams(next));
  return (
    <section className={pageStyles.page}>
      <PageHeader title={t(m.title)} description={t(m.description)} breadcrumbs={rateBreadcrumbs({ label: t(m.title) })}
        breadcrumbsLabel={breadcrumbsLabel} />
      <div className={styles.layout}>
        <ListBoundary resetKey={form.resetKey} onRetry={form.refetch} fallback={<LoadingPage />}>
          <FormScreen reference={form.reference} question={question} isPending={results.isPending} onAsk={ask} />
        </ListBoundary>
        <section aria-label={t(m.resultsLabel)} aria-busy={results.isPending} className={styles.results({ busy: results.isPending })}>
          {!asked ? <p className={styles.hint}>{t(m.askFirst)}</p> : (
            <ResultsBoundary resetKey={results.resetKey} onRetry={results.refetch}>
              <ResultsScreen reference={results.reference} />
            </ResultsBoundary>
          )}
        </section>
      </div>
    </section>
  );
}

function FormScreen({ reference, question, isPending, onAsk }: {
  reference: PreloadedQuery<RouteQuery>; question: RateQuestion; isPending: boolean; onAsk: (question: RateQuestion) => void;
}) {
  const data = usePreloadedQuery<RouteQuery>(CheckRatesRouteQuery, reference);
  return (
    <CheckRatesForm catalogs={data} product={data.product ?? null} customerName={data.customer?.name ?? ''}
      question={question} isPending={isPending} onAsk={onAsk} />
  );
}

function ResultsScreen({ reference }: { reference: PreloadedQuery<ResultsQuery> }) {
  const data = usePreloadedQuery<ResultsQuery>(CheckRatesRouteResultsQuery, reference);
  return data.checkRates ? <RateQuotes quotes={data.checkRates} /> : null;
}

/** A refused or failed search: the server's reason (a field message when it gave one) and Retry. */
function ResultsBoundary({ resetKey, onRetry, children }: { resetKey: string; onRetry: () => void; children: ReactNode }) {
  const { t, intl } = useRateTexts();
  return (
    <ErrorBoundary resetKey={resetKey} fallback={(error, reset) => {
      const reason = refusalWords(intl, error);
      return (
        <div role="alert" className={styles.failure}>
          <span>{reason ? `${t(m.searchFailed)}: ${reason}` : t(m.searchFailed)}</span>
          <Button variant="secondary" size="sm" onPress={() => { onRetry(); reset(); }}>{t(adminMessages.retry)}</Button>
        </div>
      );
    }}>
      <Suspense fallback={<Spinner label={t(adminMessages.loadingList)} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
